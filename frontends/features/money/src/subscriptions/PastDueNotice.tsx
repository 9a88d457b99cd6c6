import type { Subscription } from '@helpwire/contracts';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { MONEY_NAMESPACE } from '../transactions/texts';
import { useSubscriptionFormats } from './subscription-formats';

/**
 * A renewal failed (PAST_DUE, decision 0085): the plan stays while the card is tried again; the one
 * next step is another card. Says when the next try is and when the free plan follows.
 */
export function PastDueNotice({ subscription, paymentMethodsPath }: { subscription: Subscription; paymentMethodsPath: string }) {
  const { t } = useTranslation(MONEY_NAMESPACE);
  const formats = useSubscriptionFormats();
  return (
    <div className="hw-plan-alert hw-plan-alert--error" role="alert" data-testid="past-due-notice">
      <AlertTriangle aria-hidden size={24} />
      <div>
        <p className="hw-plan-alert__title">{t('plan.pastDue.title', { plan: subscription.plan.name })}</p>
        <p>
          {subscription.nextRetryAt ? t('plan.pastDue.retry', { date: formats.date(subscription.nextRetryAt) }) : t('plan.pastDue.noRetry')}{' '}
          {subscription.graceEndsAt && t('plan.pastDue.grace', { date: formats.date(subscription.graceEndsAt) })}
        </p>
      </div>
      <a className="hw-button hw-button--cta" href={paymentMethodsPath}>
        {t('plan.pastDue.changeCard')}
      </a>
    </div>
  );
}
