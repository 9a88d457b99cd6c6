import { EmptyState } from '@helpwire/ui';
import { useFormatPrice } from '@helpwire/web-core';
import { useCategories, type Category } from '../api/content-api';
import { Fragment } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { EXAMPLE_CALL_MINUTES } from '../pricing-constants';
import { ContentIcon } from './ContentIcon';
import { ListSkeleton } from './ListSkeleton';
import { LoadError } from './LoadError';
import '../pages/pricing.css';
import './service-offerings.css';

function RateRow({ category, sub = false }: { category: Category; sub?: boolean }) {
  const { t } = useTranslation('public');
  const formatPrice = useFormatPrice();
  return (
    <tr className={sub ? 'hwp-rates__sub' : 'hwp-rates__main'}>
      <th scope="row">
        <span className="hwp-rates__name">
          <ContentIcon name={category.icon} size={sub ? 16 : 20} />
          {category.name}
        </span>
      </th>
      <td>{t('public.price.perMinute', { price: formatPrice(category.rateCentsPerMinute) })}</td>
      <td>{formatPrice(category.rateCentsPerMinute * EXAMPLE_CALL_MINUTES)}</td>
    </tr>
  );
}

/** Per-minute rates of every category and specialty, with the price of an example call. */
export function RatesTable() {
  const { t } = useTranslation('public');
  const categories = useCategories();

  if (categories.isPending) return <ListSkeleton label={t('public.categories.loading')} count={1} className="hwp-stack" />;
  if (categories.isError) return <LoadError onRetry={() => void categories.refetch()} retrying={categories.isFetching} />;
  if (categories.data.length === 0) return <EmptyState title={t('public.pricing.empty')} />;

  return (
    <div className="hwp-table-wrap hw-card" role="region" aria-labelledby="rates-caption" tabIndex={0}>
      <table className="hwp-rates">
        <caption id="rates-caption">{t('public.pricing.ratesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('public.pricing.columns.category')}</th>
            <th scope="col">{t('public.pricing.columns.perMinute')}</th>
            <th scope="col">{t('public.pricing.columns.example')}</th>
          </tr>
        </thead>
        <tbody>
          {categories.data.map((category) => (
            <Fragment key={category.id}>
              <RateRow category={category} />
              {category.subCategories.map((sub) => (
                <RateRow key={sub.id} category={sub} sub />
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
