import { SubscribedPlan } from '@helpwire/money';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';
import { PlanPaymentStep } from './PlanPaymentStep';

/** /subscribed-plan: the user's storage plan (decision 0085); `?plan=pro` opens that plan's preview. */
export default function SubscribedPlanPage() {
  const { t } = useTranslation(USER_NAMESPACE);
  return (
    <SubscribedPlan
      title={t('pages.subscribedPlan')}
      selfPath="/subscribed-plan"
      paymentMethodsPath="/payment-methods"
      recordingsPath="/recording"
      PaymentStep={PlanPaymentStep}
    />
  );
}
