import type { PlanPaymentStepProps } from '@helpwire/money';
import { runtimeConfig } from '@helpwire/web-core';
import { useTranslation } from '@helpwire/libs/i18n';
import { AuthenticationChallenge } from '../payment/AuthenticationChallenge';
import { StripeAuthenticationStep } from '../payment/StripeAuthenticationStep';
import { USER_NAMESPACE } from '../texts';
// The step's dialog is drawn by the payment pages' styles (the test-mode label, the shield).
import '../payment/payment.css';

/**
 * The bank's 3-D Secure step of a plan payment (decision 0085): the same step as a call's hold
 * (decision 0031), the sandbox's simulated challenge or Stripe.js's own. Once the bank answered,
 * `onDone` reads the payment back (POST /subscription/confirm-payment); closing or failing the step
 * leaves the plan unchanged.
 */
export function PlanPaymentStep({ step, onDone, onCancel }: PlanPaymentStepProps) {
  const { t } = useTranslation(USER_NAMESPACE);
  const lead = t('plan.authenticate.lead');
  const publishableKey = runtimeConfig().payments?.publishableKey;
  if (runtimeConfig().payments?.provider === 'stripe' && publishableKey) {
    return <StripeAuthenticationStep publishableKey={publishableKey} clientSecret={step.clientSecret} lead={lead} onDone={onDone} onCancel={onCancel} />;
  }
  // The sandbox's step: "Complete" is the payment service's confirmation itself (it completes the
  // simulated step and reads the payment back); "Fail" leaves the payment unconfirmed.
  const answer = async (outcome: 'approve' | 'fail') => {
    if (outcome === 'approve') await onDone();
    else onCancel();
  };
  return <AuthenticationChallenge lead={lead} onAnswer={answer} onClose={onCancel} />;
}
