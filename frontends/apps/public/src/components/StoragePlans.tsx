import { useTranslation } from '@helpwire/libs/i18n';
import { useAppStore, useFormatPrice } from '@helpwire/web-core';
import { Link } from '@helpwire/libs/router';
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
      {free ? <p className="hwp-muted hwp-small">{t('public.pricing.plans.included')}</p> : <ChoosePlan plan={plan} />}
    </li>
  );
}

/**
 * "Choose Plus" (decision 0085): a signed-in user goes to their plan page with this plan's preview
 * open; a visitor signs up (or in) first and lands there. Helpers and admins have no storage plan to buy.
 */
function ChoosePlan({ plan }: { plan: StoragePlan }) {
  const { t } = useTranslation('public');
  const role = useAppStore((s) => s.auth.role);
  const openAuthModal = useAppStore((s) => s.openAuthModal);
  const planPath = `/subscribed-plan?plan=${encodeURIComponent(plan.id)}`;
  const label = t('public.pricing.plans.choose', { plan: plan.name });
  if (role === 'USER')
    return (
      <Link className="hw-button hw-button--cta hwp-plan__choose" to={planPath}>
        {label}
      </Link>
    );
  if (role) return <p className="hwp-muted hwp-small">{t('public.pricing.plans.usersOnly')}</p>;
  return (
    <>
      <button type="button" className="hw-button hw-button--cta hwp-plan__choose" onClick={() => openAuthModal('signup', planPath)}>
        {label}
      </button>
      <p className="hwp-muted hwp-small">{t('public.pricing.plans.signUpFirst')}</p>
    </>
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
