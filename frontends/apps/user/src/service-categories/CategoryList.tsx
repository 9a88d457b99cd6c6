import type { Category } from '@helpwire/contracts';
import { useFormatPrice } from '@helpwire/web-core';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import { USER_NAMESPACE } from '../texts';

/** The categories as cards; each opens its detail (`?category=<slug>`, the link the public category dialog gives users). */
export function CategoryList({ categories }: { categories: readonly Category[] }) {
  const { t } = useTranslation(USER_NAMESPACE);
  const formatPrice = useFormatPrice();
  return (
    <ul className="hw-calls-grid">
      {categories.map((category) => (
        <li key={category.id} className="hw-card hw-calls-card" data-testid={`category-${category.slug}`}>
          <h2 className="hw-calls-card__name">
            <Link className="hw-calls-stretched" to={`/service-categories?category=${encodeURIComponent(category.slug)}`}>
              {category.name}
            </Link>
          </h2>
          <p className="hw-calls-card__description">{category.description}</p>
          <p className="hw-calls-card__footer">
            <span className="hw-calls-rate">{t('calls.perMinute', { price: formatPrice(category.rateCentsPerMinute) })}</span>
            <span className="hw-calls-card__more" aria-hidden>
              {t('calls.details')}
              <ArrowRight size={16} className="hw-mirror" />
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
