import type { StoragePlan, Subscription } from '@helpwire/contracts';
import { Button, ListSkeleton, LoadFailed } from '@helpwire/ui';
import { HardDrive } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { MONEY_NAMESPACE } from '../transactions/texts';
import { isPaying, useSubscriptionFormats } from './subscription-formats';
import { usePlans } from './subscription-queries';

export interface PlanChoicesProps {
  subscription: Subscription;
  /** A paid plan: the preview opens. */
  onChoose: (plan: StoragePlan) => void;
  /** The free plan while paying: the same as cancelling at the period's end. */
  onChooseFree: () => void;
}

/** The plans on sale beside each other: the one in effect marked, each other one with its "Choose" button. */
export function PlanChoices({ subscription, onChoose, onChooseFree }: PlanChoicesProps) {
  const { t } = useTranslation(MONEY_NAMESPACE);
  const formats = useSubscriptionFormats();
  const plans = usePlans();
  const paid = isPaying(subscription);
  const end = formats.date(subscription.currentPeriodEnd);
  /** The plan that follows at the period's end, if one was chosen (a downgrade, or the free plan after cancelling). */
  const following = subscription.cancelAtPeriodEnd ? 'free' : subscription.nextPlan?.id;

  const actionOf = (plan: StoragePlan) => {
    if (plan.id === subscription.plan.id) return <span className="hw-plan-choice__badge">{t('plan.choices.yours')}</span>;
    if (plan.id === following) return <span className="hw-plan-choice__badge hw-plan-choice__badge--next">{t('plan.choices.from', { date: end })}</span>;
    if (plan.priceCents === '0')
      return paid ? (
        <Button variant="ghost" onClick={onChooseFree}>
          {t('plan.choices.choose', { plan: plan.name })}
        </Button>
      ) : null;
    // A failed renewal is paid (or ends) first: the payment service refuses plan changes meanwhile.
    if (subscription.status === 'PAST_DUE') return <span className="hw-money-muted">{t('plan.choices.afterPayment')}</span>;
    return (
      <Button variant={Number(plan.priceCents) > Number(subscription.plan.priceCents) ? 'cta' : 'ghost'} onClick={() => onChoose(plan)}>
        {t('plan.choices.choose', { plan: plan.name })}
      </Button>
    );
  };

  return (
    <section className="hw-plan-section" aria-labelledby="hw-plan-choices-title">
      <h2 id="hw-plan-choices-title">{paid ? t('plan.choices.titleChange') : t('plan.choices.title')}</h2>
      {plans.isPending && <ListSkeleton label={t('plan.choices.loading')} rows={3} />}
      {plans.isError && <LoadFailed text={t('plan.choices.loadFailed')} retryLabel={t('plan.retry')} onRetry={() => void plans.refetch()} />}
      {plans.data && (
        <ul className="hw-plan-choices">
          {plans.data.map((plan) => (
            <li
              key={plan.id}
              className="hw-plan-choice"
              data-plan={plan.id}
              data-current={plan.id === subscription.plan.id || undefined}
              aria-labelledby={`hw-plan-${plan.id}`}
            >
              <span className="hw-plan-icon">
                <HardDrive aria-hidden size={22} />
              </span>
              <h3 id={`hw-plan-${plan.id}`}>{plan.name}</h3>
              <p className="hw-plan-choice__price">{t('plan.perMonth', { price: formats.price(plan.priceCents) })}</p>
              <p className="hw-money-muted">{plan.summary}</p>
              <ul className="hw-plan-choice__facts">
                <li>{t('plan.choices.storage', { size: formats.bytes(plan.storageBytes) })}</li>
                <li>{t('plan.choices.retention', { count: plan.retentionDays })}</li>
              </ul>
              <div className="hw-plan-choice__action">{actionOf(plan)}</div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
