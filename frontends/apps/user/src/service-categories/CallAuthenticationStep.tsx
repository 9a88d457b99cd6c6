import { errorCodeText, runtimeConfig } from '@helpwire/web-core';
import { CALLS_NAMESPACE, type OutgoingCall } from '@helpwire/calls';
import { useTranslation } from '@helpwire/libs/i18n';
import { AuthenticationChallenge } from '../payment/AuthenticationChallenge';
import { StripeAuthenticationStep } from '../payment/StripeAuthenticationStep';
import { paymentApi } from '../payment/payment-api';
import { USER_NAMESPACE } from '../texts';

type Authenticating = Extract<OutgoingCall, { phase: 'authenticating' }>;

/**
 * The bank's 3-D Secure step of the call's hold, before anyone is rung (decision 0031): the
 * sandbox's simulated challenge, or Stripe.js's own with Stripe. Once the bank answered, `onDone`
 * asks for the call again with its id: approved, it rings; failed, it ends with the way to another
 * card. Closing the step gives up the call (nobody was rung).
 */
export function CallAuthenticationStep({ call, onDone, onCancel }: { call: Authenticating; onDone: () => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation(USER_NAMESPACE);
  const step = call.authentication;
  const lead = errorCodeText('CALL_PAYMENT_AUTHENTICATION_ACTION', CALLS_NAMESPACE) ?? t('calls.authenticate.lead');
  const publishableKey = runtimeConfig().payments?.publishableKey;
  if (step.provider === 'stripe' && publishableKey) {
    return <StripeAuthenticationStep publishableKey={publishableKey} clientSecret={step.clientSecret} lead={lead} onDone={onDone} onCancel={onCancel} />;
  }
  const answer = async (outcome: 'approve' | 'fail') => {
    await paymentApi.sandboxAuthenticatePayment(step, outcome);
    await onDone();
  };
  return <AuthenticationChallenge lead={lead} onAnswer={answer} onClose={onCancel} />;
}
