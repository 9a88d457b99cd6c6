import { events } from '@helpwire/proto';
import { enqueueEvent, type Transaction } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import type { AccountRow } from '../store/account-queries';
import { outbox } from '../store/schema';

const now = () => new Date().toISOString();

/** helpwire.auth.profile_updated: what other services keep of a profile (matching: gender, languages, categories, place). */
export async function enqueueProfileUpdated(tx: Transaction, account: Pick<AccountRow, 'id' | 'email' | 'gender' | 'profile'>): Promise<void> {
  const eventId = randomUUID();
  const p = account.profile;
  await enqueueEvent(tx, outbox, {
    id: eventId,
    subject: 'helpwire.auth.profile_updated',
    payload: events.ProfileUpdated.encode({
      eventId,
      userId: account.id,
      email: account.email,
      gender: account.gender,
      languages: p.languages.map((o) => o.value),
      categories: p.categories.map((o) => o.value),
      latitude: p.location?.latitude ?? 0,
      longitude: p.location?.longitude ?? 0,
      occurredAt: now(),
    }).finish(),
  });
}

/** helpwire.auth.role_registered */
export async function enqueueRoleRegistered(tx: Transaction, userId: string, role: string): Promise<void> {
  const eventId = randomUUID();
  await enqueueEvent(tx, outbox, { id: eventId, subject: 'helpwire.auth.role_registered', payload: events.RoleRegistered.encode({ eventId, userId, role, occurredAt: now() }).finish() });
}

/** helpwire.auth.helper_resubmitted: a helper's documents changed; back in review until an admin decides. */
export async function enqueueHelperResubmitted(tx: Transaction, userId: string): Promise<void> {
  const eventId = randomUUID();
  await enqueueEvent(tx, outbox, {
    id: eventId,
    subject: 'helpwire.auth.helper_resubmitted',
    payload: events.HelperReviewed.encode({ eventId, userId, status: 'IN_REVIEW', reason: '', occurredAt: now() }).finish(),
  });
}

/** helpwire.auth.account_deleted */
export async function enqueueAccountDeleted(tx: Transaction, userId: string, role: string, erased: boolean): Promise<void> {
  const eventId = randomUUID();
  await enqueueEvent(tx, outbox, { id: eventId, subject: 'helpwire.auth.account_deleted', payload: events.AccountDeleted.encode({ eventId, userId, role, erased, occurredAt: now() }).finish() });
}

/** helpwire.auth.user_registered (sign-up, seeded demo accounts). */
export async function enqueueUserRegistered(tx: Transaction, userId: string, role: string, email: string, language: string): Promise<void> {
  const eventId = randomUUID();
  await enqueueEvent(tx, outbox, {
    id: eventId,
    subject: 'helpwire.auth.user_registered',
    payload: events.UserRegistered.encode({ eventId, userId, role, email, language, occurredAt: now() }).finish(),
  });
}
