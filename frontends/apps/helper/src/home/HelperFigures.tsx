import { useCallTotals } from '@helpwire/money';
import { ListSkeleton, LoadFailed } from '@helpwire/ui';
import { useFormatPrice } from '@helpwire/web-core';
import type { ReactNode } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { EarningsWalletSummary } from '../earnings/EarningsWalletSummary';
import { useEarningSeries, useTotalAnalytics } from '../earnings/earnings-api';
import { HELPER_NAMESPACE } from '../texts';
import { HomePanel } from './HomePanel';
import { LatestReviewsPanel, RatingPanel } from './HelperReviews';

function Figure({ name, label, value }: { name: string; label: string; value: ReactNode }) {
  return (
    <div className="hw-helper-figure" data-figure={name}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

const minutes = (seconds: number) => Math.round(seconds / 60);

/** Today (the daily series' last day, UTC): earned, calls, minutes. */
function TodayPanel() {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const formatPrice = useFormatPrice();
  const series = useEarningSeries('daily');
  const today = series.data?.buckets.at(-1);
  return (
    <HomePanel id="today" title={t('home.today.title')} state={series} rows={1}>
      {() => (
        <dl className="hw-helper-figures">
          <Figure name="today-earned" label={t('home.figures.earned')} value={formatPrice(Number(today?.earningsCents ?? '0'))} />
          <Figure name="today-calls" label={t('home.figures.calls')} value={today?.calls ?? 0} />
          <Figure name="today-minutes" label={t('home.figures.minutes')} value={minutes(today?.seconds ?? 0)} />
        </dl>
      )}
    </HomePanel>
  );
}

/** This month: earned (net of refunds), calls, minutes, from the transactions' call totals. */
function MonthPanel() {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const formatPrice = useFormatPrice();
  const totals = useCallTotals('this_month');
  return (
    <HomePanel id="month" title={t('home.month.title')} state={totals} rows={1}>
      {() => (
        <dl className="hw-helper-figures">
          <Figure name="month-earned" label={t('home.figures.earned')} value={formatPrice(Number(totals.data?.amountCents ?? '0'))} />
          <Figure name="month-calls" label={t('home.figures.calls')} value={totals.data?.calls ?? 0} />
          <Figure name="month-minutes" label={t('home.figures.minutes')} value={minutes(totals.data?.billableSeconds ?? 0)} />
        </dl>
      )}
    </HomePanel>
  );
}

/**
 * The wallet with its withdraw action (its own card and title): one request, the overview; its own
 * skeleton and failure.
 */
function WalletPanel() {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const overview = useTotalAnalytics();
  const title = t('earnings.wallet');
  if (overview.isPending) return <ListSkeleton label={t('home.loading', { panel: title })} rows={2} height="2.75rem" />;
  if (!overview.data) return <LoadFailed text={t('home.panelFailed', { panel: title })} retryLabel={t('home.retry')} onRetry={() => void overview.refetch()} />;
  return (
    <div className="hw-helper-wallet" data-panel="wallet">
      <EarningsWalletSummary wallet={overview.data.wallet} />
    </div>
  );
}

/** Today and this month side by side, the wallet, then the rating beside the latest reviews. */
export function HelperFigures() {
  return (
    <div className="hw-helper-home__figures">
      <TodayPanel />
      <MonthPanel />
      <WalletPanel />
      <RatingPanel />
      <LatestReviewsPanel />
    </div>
  );
}
