import { auth } from '@helpwire/proto';
import { AuthEvents, CallEvents, type EventBus, type Subscription, type TypedEvent, type EventEnvelopeFields } from '@helpwire/service-kit';
import { chargeEndedCall } from '../use-cases/charge-call-ended';
import { releaseCallHold } from '../use-cases/release-charge-hold';
import type { ChargeDeps } from '../use-cases/deps';
import { chargeTab } from '../use-cases/charge-tab';

/**
 * What the payment service does when calls end and accounts go (decision 0031). Each handler is
 * idempotent on its own (the call's row, the ledger's transfer ids and the provider's keys), and
 * talks to the card provider, so it runs outside the kit's one-transaction consumer: a redelivery
 * after a crash at any point finishes the work without doing any of it twice.
 */
export async function consumeMoneyEvents(deps: ChargeDeps & { bus: EventBus }): Promise<Subscription[]> {
  const on = <T extends EventEnvelopeFields>(event: TypedEvent<T>, durable: string, handle: (message: T) => Promise<unknown>) =>
    deps.bus.subscribe({ durable, subject: event.subject, handler: (message) => handle(event.codec.decode(message.data)).then(() => undefined) });
  return Promise.all([
    on(CallEvents.ended, 'payment-call-ended', (m) =>
      chargeEndedCall(deps, {
        callId: m.callId,
        userId: m.userId,
        helperId: m.helperId,
        categoryId: m.categoryId,
        endedAt: m.endedAt ?? m.occurredAt ?? deps.now(),
        billableSeconds: m.billableSeconds,
      }),
    ),
    on(CallEvents.cancelled, 'payment-call-cancelled', (m) => releaseCallHold(deps, m.callId)),
    on(CallEvents.unanswered, 'payment-call-unanswered', (m) => releaseCallHold(deps, m.callId)),
    on(AuthEvents.accountDeleted, 'payment-account-deleted', async (m) => {
      // The tab is charged when the account (or its user role) goes: the card's consent covered it.
      if (m.role === auth.Role.ROLE_USER || m.erased) await chargeTab(deps, m.userId, 'ACCOUNT_DELETED');
    }),
  ]);
}
