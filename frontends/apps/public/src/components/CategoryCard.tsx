import { useFormatPrice } from '@helpwire/web-core';
import type { Category } from '../api/content-api';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { ContentIcon } from './ContentIcon';

interface CategoryCardProps {
  category: Category;
  onOpen: (category: Category) => void;
  /** Lists the category's specialties (the services page). */
  showSubcategories?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** A help category: icon, name, description and its per-minute rate. The whole card opens the category dialog. */
export function CategoryCard({ category, onOpen, showSubcategories = false, headingLevel: Heading = 'h3' }: CategoryCardProps) {
  const { t } = useTranslation('public');
  const formatPrice = useFormatPrice();
  return (
    <article className="hw-card hwp-category-card" data-testid={`category-card-${category.slug}`}>
      <span className="hwp-icon-badge">
        <ContentIcon name={category.icon} />
      </span>
      <Heading className="hwp-category-card__name">
        <button type="button" className="hwp-stretched" aria-haspopup="dialog" onClick={() => onOpen(category)}>
          {category.name}
        </button>
      </Heading>
      <p className="hwp-category-card__description">{category.description}</p>
      {showSubcategories && category.subCategories.length > 0 && (
        <ul className="hwp-chips" aria-label={t('public.categories.subcategories')}>
          {category.subCategories.map((sub) => (
            <li key={sub.id} className="hwp-chip">
              {sub.name}
            </li>
          ))}
        </ul>
      )}
      <p className="hwp-category-card__footer">
        <span className="hwp-rate">{t('public.price.from', { price: formatPrice(category.rateCentsPerMinute) })}</span>
        <span className="hwp-category-card__more" aria-hidden="true">
          {t('public.categories.viewDetails')}
          <ArrowRight className="hw-mirror" size={16} />
        </span>
      </p>
    </article>
  );
}
