import { dispute } from '@helpwire/proto';
import { eventConsumer, PaymentEvents, type Database, type EventBus, type Logger, type Subscription } from '@helpwire/service-kit';
import { processedEvents } from '../store/schema';
import { suspendAccount, warnAccount } from '../use-cases/account-sanctions';

/**
 * A dispute decided USER_WARNING or USER_BAN (helpwire.payment.dispute_resolved) warns or suspends
 * the party it was raised against: the helper when the user opened it, the user when the helper did.
 * Once per event (the kit's idempotent consumer), and once per dispute (a warning's source is unique).
 */
export async function consumeDisputeDecisions(deps: { db: Database; bus: EventBus; logger: Logger }): Promise<Subscription[]> {
  const consume = eventConsumer({ bus: deps.bus, db: deps.db, processed: processedEvents, logger: deps.logger });
  return [
    await consume(PaymentEvents.disputeResolved, { durable: 'auth-dispute-resolved' }, async (_tx, m) => {
      const sanction =
        m.resolution === dispute.DisputeResolution.DISPUTE_RESOLUTION_USER_BAN
          ? 'BAN'
          : m.resolution === dispute.DisputeResolution.DISPUTE_RESOLUTION_USER_WARNING
            ? 'WARN'
            : undefined;
      if (!sanction) return;
      const against = m.openedBy === dispute.DisputeSide.DISPUTE_SIDE_HELPER ? m.userId : m.helperId;
      const reason = `A dispute about call ${m.callId} was decided against this account.`;
      const source = { kind: 'DISPUTE' as const, disputeId: m.disputeId };
      if (sanction === 'BAN') await suspendAccount(deps, against, reason, source);
      else await warnAccount(deps, against, reason, source);
    }),
  ];
}
