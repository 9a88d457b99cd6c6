import { charge } from '@helpwire/proto';
import { createPromiseClient } from '@helpwire/service-kit';
import type { CallPayments, HoldOutcome } from '../ports/call-payments';

const OUTCOMES: Record<number, HoldOutcome> = {
  [charge.AuthorizeOutcome.AUTHORIZE_OUTCOME_AUTHORIZED]: 'AUTHORIZED',
  [charge.AuthorizeOutcome.AUTHORIZE_OUTCOME_NO_CARD]: 'NO_CARD',
  [charge.AuthorizeOutcome.AUTHORIZE_OUTCOME_NO_DEFAULT_CARD]: 'NO_DEFAULT_CARD',
  [charge.AuthorizeOutcome.AUTHORIZE_OUTCOME_TAB_UNPAID]: 'TAB_UNPAID',
  [charge.AuthorizeOutcome.AUTHORIZE_OUTCOME_DECLINED]: 'DECLINED',
  [charge.AuthorizeOutcome.AUTHORIZE_OUTCOME_AUTHENTICATION_REQUIRED]: 'AUTHENTICATION_REQUIRED',
};

/** CallPayments over the payment service's ChargeService. */
export function paymentsOverGrpc(address: string): CallPayments & { close(): void } {
  const client = createPromiseClient(charge.ChargeServiceClient, address);
  return {
    async authorize(callId, categoryId, identity) {
      const { outcome } = await client.authorizeCall({ callId, categoryId }, { identity });
      const known = OUTCOMES[outcome];
      if (!known) throw new Error(`the payment service answered an unknown hold outcome ${outcome}`);
      return known;
    },
    async release(callId, identity) {
      await client.releaseCallHold({ callId }, { identity });
    },
    close: () => client.close(),
  };
}
