import type { Card as SavedCard, Subscription } from '@helpwire/contracts';
import { Button, Card } from '@helpwire/ui';
import { BadgeCheck, CalendarClock, CreditCard, HardDrive } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { MONEY_NAMESPACE } from '../transactions/texts';
import { isPaying, useSubscriptionFormats } from './subscription-formats';
import { useStorageUsed } from './subscription-queries';

export interface CurrentPlanCardProps {
  subscription: Subscription;
  /** The default card (a new subscription is charged to it); undefined while loading. */
  defaultCard: SavedCard | null | undefined;
  paymentMethodsPath: string;
  recordingsPath: string;
  resuming: boolean;
  onResume: () => void;
  onCancel: () => void;
}

/** The plan in effect: its name and state, the storage used of its quota, when it renews or ends, and the card. */
export function CurrentPlanCard({ subscription, defaultCard, paymentMethodsPath, recordingsPath, resuming, onResume, onCancel }: CurrentPlanCardProps) {
  const { t } = useTranslation(MONEY_NAMESPACE);
  const formats = useSubscriptionFormats();
  const storage = useStorageUsed();
  const paid = isPaying(subscription);
  const quota = Number(subscription.storageQuotaBytes);
  const used = storage.data?.usedBytes;
  const percent = used !== undefined && quota > 0 ? Math.min(100, Math.round((used / quota) * 100)) : 0;
  const usedText = used !== undefined ? t('plan.current.storageOf', { used: formats.bytes(used), quota: formats.bytes(quota) }) : formats.bytes(quota);
  const end = formats.date(subscription.currentPeriodEnd);
  const card = subscription.card ?? (defaultCard ? { brand: defaultCard.brand, last4: defaultCard.last4 } : null);

  let renewal: string;
  if (!paid) renewal = t('plan.current.freeNote');
  else if (subscription.status === 'PAST_DUE')
    renewal = subscription.nextRetryAt ? t('plan.current.unpaidRetry', { date: formats.date(subscription.nextRetryAt) }) : t('plan.current.unpaid');
  else if (subscription.cancelAtPeriodEnd) renewal = t('plan.current.endsOn', { date: end });
  else if (subscription.nextPlan) renewal = t('plan.current.changesOn', { plan: subscription.nextPlan.name, date: end });
  else renewal = t('plan.current.renewsOn', { date: end, price: formats.price(subscription.plan.priceCents) });

  return (
    <Card className="hw-plan-current" aria-labelledby="hw-plan-current-title" role="region" data-testid="current-plan">
      <div className="hw-plan-current__head">
        <span className="hw-plan-icon">
          <BadgeCheck aria-hidden size={26} />
        </span>
        <div>
          <p className="hw-money-muted">{t('plan.current.label')}</p>
          <h2 id="hw-plan-current-title" className="hw-plan-current__name">
            {subscription.plan.name}
          </h2>
        </div>
        <span className="hw-plan-status" data-status={subscription.cancelAtPeriodEnd ? 'ENDING' : subscription.status}>
          {subscription.cancelAtPeriodEnd ? t('plan.status.ENDING') : t(`plan.status.${subscription.status}`)}
        </span>
      </div>

      <dl className="hw-plan-facts">
        <div>
          <dt>
            <HardDrive aria-hidden size={18} />
            {t('plan.current.storage')}
          </dt>
          <dd>
            <div
              className="hw-plan-bar"
              role="progressbar"
              aria-label={t('plan.current.storage')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={usedText}
            >
              <span className={`hw-plan-bar__fill${percent >= 90 ? ' hw-plan-bar__fill--full' : ''}`} style={{ inlineSize: `${percent}%` }} />
            </div>
            <span>{usedText}</span> <a href={recordingsPath}>{t('plan.current.recordings')}</a>
          </dd>
        </div>
        <div>
          <dt>
            <CalendarClock aria-hidden size={18} />
            {paid ? t('plan.current.period') : t('plan.current.price')}
          </dt>
          <dd data-testid="plan-renewal">{renewal}</dd>
        </div>
        <div>
          <dt>
            <CreditCard aria-hidden size={18} />
            {t('plan.current.card')}
          </dt>
          <dd>
            {card ? (
              <span>{paid && !subscription.cancelAtPeriodEnd ? t('plan.current.renewsWith', { card: formats.card(card) }) : formats.card(card)}</span>
            ) : (
              <span>{t('plan.current.noCard')}</span>
            )}{' '}
            <a href={paymentMethodsPath}>{card ? t('plan.current.changeCard') : t('plan.current.addCard')}</a>
          </dd>
        </div>
      </dl>

      {paid && (subscription.cancelAtPeriodEnd || subscription.nextPlan) && (
        <div className="hw-plan-alert" role="status" data-testid="plan-ending">
          <CalendarClock aria-hidden size={22} />
          <p className="hw-plan-alert__title">
            {subscription.cancelAtPeriodEnd
              ? t('plan.ending.cancelled', { date: end })
              : t('plan.ending.downgrade', { plan: subscription.nextPlan!.name, date: end })}
          </p>
          <Button variant="cta" busy={resuming} onClick={onResume}>
            {subscription.cancelAtPeriodEnd ? t('plan.ending.resume') : t('plan.ending.keep', { plan: subscription.plan.name })}
          </Button>
        </div>
      )}

      {paid && !subscription.cancelAtPeriodEnd && subscription.status !== 'INCOMPLETE' && (
        <div className="hw-plan-current__actions">
          <Button variant="ghost" onClick={onCancel}>
            {t('plan.cancel.open')}
          </Button>
        </div>
      )}
    </Card>
  );
}
