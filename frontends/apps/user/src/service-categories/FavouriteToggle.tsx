import type { Category } from '@helpwire/contracts';
import { Star } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';
import { useFavouriteCategories } from './favourite-categories';

/**
 * The star that keeps a top-level category among the favourites on the home: one label, its state
 * in aria-pressed (and the star filled), as a toggle button is read.
 */
export function FavouriteToggle({ category }: { category: Category }) {
  const { t } = useTranslation(USER_NAMESPACE);
  const favourites = useFavouriteCategories();
  if (category.parentId !== null) return null;
  const on = favourites.isFavourite(category.slug);
  return (
    <button type="button" className="hw-calls-favourite" aria-pressed={on} disabled={favourites.saving} onClick={() => favourites.toggle(category)}>
      <Star aria-hidden size={20} className={on ? 'hw-calls-favourite__on' : undefined} />
      <span>{t('calls.favourite')}</span>
    </button>
  );
}
