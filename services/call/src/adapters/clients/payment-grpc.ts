import { charge, paymentNames } from '@helpwire/proto';
import { createPromiseClient } from '@helpwire/service-kit';
import type { CallPayments, HoldAuthentication, HoldOutcome } from '../../ports/call-payments';

const OUTCOMES: Record<number, HoldOutcome> = {
  [charge.AuthorizeOutcome.AUTHORIZE_OUTCOME_AUTHORIZED]: 'AUTHORIZED',
  [charge.AuthorizeOutcome.AUTHORIZE_OUTCOME_NO_CARD]: 'NO_CARD',
  [charge.AuthorizeOutcome.AUTHORIZE_OUTCOME_NO_DEFAULT_CARD]: 'NO_DEFAULT_CARD',
  [charge.AuthorizeOutcome.AUTHORIZE_OUTCOME_TAB_UNPAID]: 'TAB_UNPAID',
  [charge.AuthorizeOutcome.AUTHORIZE_OUTCOME_DECLINED]: 'DECLINED',
  [charge.AuthorizeOutcome.AUTHORIZE_OUTCOME_AUTHENTICATION_REQUIRED]: 'AUTHENTICATION_REQUIRED',
  [charge.AuthorizeOutcome.AUTHORIZE_OUTCOME_AUTHENTICATION_ACTION]: 'AUTHENTICATION_ACTION',
  [charge.AuthorizeOutcome.AUTHORIZE_OUTCOME_AUTHENTICATION_FAILED]: 'AUTHENTICATION_FAILED',
};

function authenticationOf(step: charge.HoldAuthentication | undefined): HoldAuthentication | undefined {
  if (!step) return undefined;
  const provider = paymentNames.paymentProviderNames.fromProto(step.provider);
  if (!provider) throw new Error(`the payment service answered an unknown provider ${step.provider}`);
  return { paymentIntentId: step.paymentIntentId, clientSecret: step.clientSecret, provider };
}

/** CallPayments over the payment service's ChargeService. */
export function paymentsOverGrpc(address: string): CallPayments & { close(): void } {
  const client = createPromiseClient(charge.ChargeServiceClient, address);
  return {
    async authorize(callId, categoryId, identity, resume = false) {
      const answer = await client.authorizeCall({ callId, categoryId, resume }, { identity });
      const outcome = OUTCOMES[answer.outcome];
      if (!outcome) throw new Error(`the payment service answered an unknown hold outcome ${answer.outcome}`);
      const authentication = authenticationOf(answer.authentication);
      if (outcome === 'AUTHENTICATION_ACTION' && !authentication) throw new Error('the payment service asked for 3-D Secure without the step');
      return { outcome, authentication };
    },
    async release(callId, identity) {
      await client.releaseCallHold({ callId }, { identity });
    },
    close: () => client.close(),
  };
}
