import type { AnalyticsPeriod, EarningBucket } from '@helpwire/contracts';
import { directionOf, useFormatPrice } from '@helpwire/web-core';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from '@helpwire/libs/i18n';
import { bucketLabel } from './bucket-label';

export type SeriesMetric = 'earnings' | 'calls' | 'minutes';

const valueOf = (bucket: EarningBucket, metric: SeriesMetric) =>
  metric === 'earnings' ? Number(bucket.earningsCents) : metric === 'calls' ? bucket.calls : Math.ceil(bucket.seconds / 60);

/**
 * A bar chart of one metric per bucket (Recharts, in this lazily loaded module only). Mirrored in
 * right-to-left languages: time runs from the right and the value axis stands on the right. The
 * figures are also in the table beside it (for screen readers), so the chart itself is hidden from them.
 */
export default function SeriesChart({ buckets, period, metric }: { buckets: EarningBucket[]; period: AnalyticsPeriod; metric: SeriesMetric }) {
  const { i18n } = useTranslation();
  const formatPrice = useFormatPrice();
  const rtl = directionOf(i18n.language) === 'rtl';
  const data = buckets.map((bucket) => ({ label: bucketLabel(bucket.start, period, i18n.language), value: valueOf(bucket, metric) }));
  const format = (value: number) => (metric === 'earnings' ? formatPrice(value) : new Intl.NumberFormat(i18n.language).format(value));
  return (
    <div className="hw-earnings-chart" aria-hidden data-metric={metric}>
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--hw-border)" />
          <XAxis dataKey="label" reversed={rtl} tick={{ fontSize: 12, fill: 'var(--hw-text-muted)' }} interval="preserveStartEnd" minTickGap={12} />
          <YAxis
            orientation={rtl ? 'right' : 'left'}
            tickFormatter={format}
            tick={{ fontSize: 12, fill: 'var(--hw-text-muted)' }}
            width={metric === 'earnings' ? 72 : 40}
            allowDecimals={false}
          />
          <Tooltip formatter={(value) => [format(Number(value)), '']} separator="" cursor={{ fill: 'var(--hw-accent-soft)' }} />
          <Bar dataKey="value" fill="var(--hw-accent)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
