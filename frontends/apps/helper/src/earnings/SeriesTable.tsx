import type { AnalyticsPeriod, EarningBucket } from '@helpwire/contracts';
import { useFormatPrice } from '@helpwire/web-core';
import { formatDuration } from '@helpwire/signed-in';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';
import { bucketLabel } from './bucket-label';

/** The chart's figures as a table (read by screen readers; shown to everyone on request). */
export function SeriesTable({ buckets, period, caption }: { buckets: EarningBucket[]; period: AnalyticsPeriod; caption: string }) {
  const { t, i18n } = useTranslation(HELPER_NAMESPACE);
  const formatPrice = useFormatPrice();
  return (
    <table className="hw-earnings-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('earnings.when')}</th>
          <th scope="col">{t('earnings.earned')}</th>
          <th scope="col">{t('earnings.calls')}</th>
          <th scope="col">{t('earnings.talkTime')}</th>
        </tr>
      </thead>
      <tbody>
        {buckets.map((bucket) => (
          <tr key={bucket.start}>
            <th scope="row">{bucketLabel(bucket.start, period, i18n.language)}</th>
            <td>{formatPrice(Number(bucket.earningsCents))}</td>
            <td>{bucket.calls}</td>
            <td>
              <bdi dir="ltr">{formatDuration(bucket.seconds)}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
