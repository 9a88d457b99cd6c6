import { auth, type authEvents } from '@helpwire/proto';
import { AuthEvents, eventConsumer, type EventBus, type Database, type Logger, type Subscription } from '@helpwire/service-kit';
import { genderFromProfile } from '../domain/gender';
import type { GeoPoint } from '../domain/matchable-helper';
import { applyAvailability, applyHelperRemoved, applyProfile, applyReview } from '../store/helper-writes';
import { processedEvents } from '../store/schema';

/** The place of a profile_updated: `location` when sent; older events gave 0, 0 for none. */
export function placeOf(message: authEvents.ProfileUpdated): GeoPoint | null {
  if (message.location) return { latitude: message.location.latitude, longitude: message.location.longitude };
  return message.latitude === 0 && message.longitude === 0 ? null : { latitude: message.latitude, longitude: message.longitude };
}

/** When the fact happened (the event's occurred_at; the ordering key of each column group). */
function timeOf(message: { occurredAt?: Date | undefined }): Date {
  return message.occurredAt && !Number.isNaN(message.occurredAt.getTime()) ? message.occurredAt : new Date();
}

/**
 * Keeps `matching.helpers` in step with auth: profile_updated (name, gender, languages, categories,
 * place), availability_changed, helper_verified / helper_rejected / helper_resubmitted and
 * account_deleted. Each handler runs in the kit's idempotent consumer (one transaction with the
 * processed-event row) and NOTIFYs the replicas, which reload the helper into their index.
 */
export async function consumeAuthEvents(deps: { bus: EventBus; db: Database; logger: Logger }): Promise<Subscription[]> {
  const consume = eventConsumer({ ...deps, processed: processedEvents });
  return Promise.all([
    consume(AuthEvents.profileUpdated, { durable: 'matching-profile-updated' }, (tx, m) =>
      applyProfile(
        tx,
        m.userId,
        { firstName: m.firstName, gender: genderFromProfile(m.gender), languages: unique(m.languages), categories: unique(m.categories), location: placeOf(m) },
        timeOf(m),
      ),
    ),
    consume(AuthEvents.availabilityChanged, { durable: 'matching-availability-changed' }, (tx, m) => applyAvailability(tx, m.userId, m.isAvailable, timeOf(m))),
    consume(AuthEvents.helperVerified, { durable: 'matching-helper-verified' }, (tx, m) => applyReview(tx, m.userId, true, timeOf(m))),
    consume(AuthEvents.helperRejected, { durable: 'matching-helper-rejected' }, (tx, m) => applyReview(tx, m.userId, false, timeOf(m))),
    consume(AuthEvents.helperResubmitted, { durable: 'matching-helper-resubmitted' }, (tx, m) => applyReview(tx, m.userId, false, timeOf(m))),
    consume(AuthEvents.accountDeleted, { durable: 'matching-account-deleted' }, async (tx, m) => {
      // The helper role went, or the whole account (erased): either way nothing of the helper stays.
      if (m.role === auth.Role.ROLE_HELPER || m.erased) await applyHelperRemoved(tx, m.userId, timeOf(m));
    }),
  ]);
}

function unique(values: string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter(Boolean))];
}
