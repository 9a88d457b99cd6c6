import { Card, Skeleton } from '@helpwire/ui';
import { moneyTextsReady, TransactionsPanel } from '@helpwire/money';
import { use } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';
import { useTotalAnalytics } from './earnings-api';
import { SeriesPanel } from './SeriesPanel';
import { EarningsWalletSummary } from './EarningsWalletSummary';
import './earnings.css';

/**
 * Earnings (spec §2 /helper/earnings): the wallet (available, pending for 72 hours, in withdrawal,
 * earned in all), earnings per day, month or year, and the earnings of each call.
 */
export default function EarningsPage() {
  use(moneyTextsReady());
  const { t } = useTranslation(HELPER_NAMESPACE);
  const overview = useTotalAnalytics();
  return (
    <section className="hw-container hw-earnings" aria-labelledby="hw-earnings-title">
      <header>
        <h1 id="hw-earnings-title">{t('pages.earnings')}</h1>
        <p className="hw-money-muted">{t('earnings.intro')}</p>
      </header>
      {overview.data ? (
        <EarningsWalletSummary wallet={overview.data.wallet} />
      ) : (
        <Card className="hw-wallet" role="status" aria-label={t('earnings.loading')}>
          <Skeleton width="100%" height="5rem" />
        </Card>
      )}
      <SeriesPanel metric="earnings" title={t('earnings.chartTitle')} />
      <h2>{t('earnings.perCall')}</h2>
      <TransactionsPanel side="HELPER" label={t('earnings.perCall')} />
    </section>
  );
}
