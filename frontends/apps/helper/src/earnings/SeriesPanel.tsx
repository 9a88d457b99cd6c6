import type { AnalyticsPeriod } from '@helpwire/contracts';
import { Card, EmptyState, Skeleton } from '@helpwire/ui';
import { ChartColumn } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';
import { useEarningSeries } from './earnings-api';
import { PeriodSwitch } from './PeriodSwitch';
import type { SeriesMetric } from './SeriesChart';
import { SeriesTable } from './SeriesTable';

// Recharts is in the chart's own chunk: the wallet and the table show before it arrives.
const SeriesChart = lazy(() => import('./SeriesChart'));

/** One metric over time with its period switch, its chart and the same figures as a table. */
export function SeriesPanel({ metric, title }: { metric: SeriesMetric; title: string }) {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const [period, setPeriod] = useState<AnalyticsPeriod>('daily');
  const series = useEarningSeries(period);
  const buckets = series.data?.buckets ?? [];
  const empty = series.isSuccess && buckets.every((b) => b.calls === 0);
  const chartFallback = <Skeleton width="100%" height="260px" />;
  return (
    <Card className="hw-series" aria-labelledby={`hw-series-${metric}`}>
      <div className="hw-series__head">
        <h2 id={`hw-series-${metric}`}>{title}</h2>
        <PeriodSwitch period={period} onChange={setPeriod} />
      </div>
      {series.isPending ? (
        chartFallback
      ) : series.isError ? (
        <p role="alert">{t('earnings.loadFailed')}</p>
      ) : empty ? (
        <EmptyState icon={<ChartColumn aria-hidden size={40} />} title={t('earnings.none')} />
      ) : (
        <>
          <Suspense fallback={chartFallback}>
            <SeriesChart buckets={buckets} period={period} metric={metric} />
          </Suspense>
          <details className="hw-series__table">
            <summary>{t('earnings.showTable')}</summary>
            <SeriesTable buckets={buckets} period={period} caption={title} />
          </details>
        </>
      )}
    </Card>
  );
}
