import { FLAT_CALL_CENTS, useFormatPrice } from '@helpwire/web-core';
import { useCategories, type Category } from '../api/content-api';
import { Clock, RotateCcw, Timer } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { PageIntro } from '../components/PageIntro';
import { RatesTable } from '../components/RatesTable';
import { StoragePlans } from '../components/StoragePlans';
import './pricing.css';

/** The lowest per-minute rate of any category or specialty. */
function lowestRate(categories: Category[]): number | undefined {
  const rates = categories.flatMap((category) => [category.rateCentsPerMinute, ...category.subCategories.map((sub) => sub.rateCentsPerMinute)]);
  return rates.length > 0 ? Math.min(...rates) : undefined;
}

/** `/subscription` — Pricing: the flat price of short calls, the recording storage plans, per-minute rates, the refund assurance. */
export default function PricingPage() {
  const { t } = useTranslation('public');
  const formatPrice = useFormatPrice();
  const categories = useCategories();
  const lowest = categories.data ? lowestRate(categories.data) : undefined;
  return (
    <div className="hwp-page">
      <PageIntro title={t('public.pricing.title')} lead={t('public.pricing.lead')} />

      <section className="hwp-section" aria-label={t('public.pricing.documentTitle')}>
        <div className="hw-container">
          <ul className="hwp-grid hwp-grid--3">
            <li className="hw-card hwp-plan">
              <span className="hwp-icon-badge">
                <Timer aria-hidden size={24} />
              </span>
              <h2>{t('public.pricing.short.title')}</h2>
              <p className="hwp-plan__when">{t('public.pricing.short.when')}</p>
              <p className="hwp-plan__price">{formatPrice(FLAT_CALL_CENTS)}</p>
              <p>{t('public.pricing.short.text')}</p>
            </li>
            <li className="hw-card hwp-plan">
              <span className="hwp-icon-badge">
                <Clock aria-hidden size={24} />
              </span>
              <h2>{t('public.pricing.long.title')}</h2>
              <p className="hwp-plan__when">{t('public.pricing.long.when')}</p>
              <p className="hwp-plan__price hwp-plan__price--from">
                {lowest === undefined ? t('public.pricing.long.price') : t('public.price.from', { price: formatPrice(lowest) })}
              </p>
              <p>{t('public.pricing.long.text')}</p>
            </li>
            <li className="hw-card hwp-plan hwp-plan--assurance">
              <span className="hwp-icon-badge hwp-icon-badge--success">
                <RotateCcw aria-hidden size={24} />
              </span>
              <h2>{t('public.pricing.refund.title')}</h2>
              <p>{t('public.pricing.refund.text')}</p>
            </li>
          </ul>
        </div>
      </section>

      <StoragePlans />

      <section className="hwp-section hwp-section--alt" aria-labelledby="rates-title">
        <div className="hw-container">
          <h2 id="rates-title">{t('public.pricing.ratesTitle')}</h2>
          <RatesTable />
          <p className="hwp-muted hwp-small hwp-note">{t('public.pricing.currencyNote')}</p>
        </div>
      </section>
    </div>
  );
}
