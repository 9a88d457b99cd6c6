import { useTranslation } from '@helpwire/libs/i18n';
import { useFormatPrice } from '@helpwire/web-core';
import { HardDrive } from 'lucide-react';
import { useStoragePlans, type StoragePlan } from '../api/plan-api';
import { ListSkeleton } from './ListSkeleton';
import { LoadError } from './LoadError';

const GIB = 1024 ** 3;

function PlanCard({ plan }: { plan: StoragePlan }) {
  const { t } = useTranslation('public');
  const formatPrice = useFormatPrice();
  // Western digits, as every price and figure of the site shows them.
  const gigabytes = Math.round(Number(plan.storageBytes) / GIB);
  const free = plan.priceCents === '0';
  return (
    <li className="hw-card hwp-plan" data-plan={plan.id}>
      <span className="hwp-icon-badge">
        <HardDrive aria-hidden size={24} />
      </span>
      <h3>{plan.name}</h3>
      <p className="hwp-plan__price">{t('public.pricing.plans.perMonth', { price: formatPrice(Number(plan.priceCents)) })}</p>
      <p>{plan.summary}</p>
      <ul className="hwp-plan__facts">
        <li>{t('public.pricing.plans.storage', { gigabytes })}</li>
        <li>{t('public.pricing.plans.retention', { count: plan.retentionDays })}</li>
      </ul>
      <p className="hwp-muted hwp-small">{free ? t('public.pricing.plans.included') : t('public.pricing.plans.soon')}</p>
    </li>
  );
}

/** The recording storage plans (issue 25) beside the per-minute prices: the free plan and the paid ones. */
export function StoragePlans() {
  const { t } = useTranslation('public');
  const plans = useStoragePlans();
  return (
    <section className="hwp-section" aria-labelledby="plans-title">
      <div className="hw-container">
        <h2 id="plans-title">{t('public.pricing.plans.title')}</h2>
        <p className="hwp-muted">{t('public.pricing.plans.lead')}</p>
        {plans.isPending && <ListSkeleton label={t('public.pricing.plans.loading')} count={3} className="hwp-grid hwp-grid--3" />}
        {plans.isError && <LoadError onRetry={() => void plans.refetch()} />}
        {plans.data && (
          <ul className="hwp-grid hwp-grid--3">
            {plans.data.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
