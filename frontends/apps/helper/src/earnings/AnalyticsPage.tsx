import { Card, Skeleton } from '@helpwire/ui';
import { formatDuration } from '@helpwire/signed-in';
import { moneyTextsReady } from '@helpwire/money';
import { use } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';
import { useTotalAnalytics } from './earnings-api';
import { SeriesPanel } from './SeriesPanel';
import './earnings.css';

/**
 * Analytics and insights (spec §2 /helper/analytics-and-insights): total calls, completed requests,
 * average rating and talk time, then calls and talk time per day, month or year.
 */
export default function AnalyticsPage() {
  use(moneyTextsReady());
  const { t, i18n } = useTranslation(HELPER_NAMESPACE);
  const overview = useTotalAnalytics();
  const data = overview.data;
  const rating =
    data?.averageRating === null || data?.averageRating === undefined
      ? '—'
      : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(data.averageRating);
  return (
    <section className="hw-container hw-earnings" aria-labelledby="hw-analytics-title">
      <header>
        <h1 id="hw-analytics-title">{t('pages.analytics')}</h1>
        <p className="hw-money-muted">{t('analytics.intro')}</p>
      </header>
      {data ? (
        <dl className="hw-stats">
          <div data-stat="totalCalls">
            <dt>{t('analytics.totalCalls')}</dt>
            <dd>{data.totalCalls}</dd>
          </div>
          <div data-stat="completedRequests">
            <dt>{t('analytics.completedRequests')}</dt>
            <dd>{data.completedRequests}</dd>
          </div>
          <div data-stat="averageRating">
            <dt>{t('analytics.averageRating')}</dt>
            <dd>
              {rating}
              {data.ratingCount > 0 && <span className="hw-money-muted"> · {t('analytics.ratings', { count: data.ratingCount })}</span>}
            </dd>
          </div>
          <div data-stat="talkTime">
            <dt>{t('analytics.talkTime')}</dt>
            <dd>
              <bdi dir="ltr">{formatDuration(data.totalSeconds)}</bdi>
            </dd>
          </div>
        </dl>
      ) : (
        <Card role="status" aria-label={t('earnings.loading')}>
          <Skeleton width="100%" height="5rem" />
        </Card>
      )}
      <SeriesPanel metric="calls" title={t('analytics.callsChart')} />
      <SeriesPanel metric="minutes" title={t('analytics.minutesChart')} />
    </section>
  );
}
