import type { Category } from '@helpwire/contracts';
import { Star } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';
import { useFavouriteCategories } from './favourite-categories';

/** The star that keeps a top-level category among the favourites on the home (a pressed toggle). */
export function FavouriteToggle({ category }: { category: Category }) {
  const { t } = useTranslation(USER_NAMESPACE);
  const favourites = useFavouriteCategories();
  if (category.parentId !== null) return null;
  const on = favourites.isFavourite(category.slug);
  return (
    <button
      type="button"
      className="hw-calls-favourite"
      aria-pressed={on}
      aria-label={t(on ? 'calls.favourite.remove' : 'calls.favourite.add', { name: category.name })}
      disabled={favourites.saving}
      onClick={() => favourites.toggle(category)}
    >
      <Star aria-hidden size={20} className={on ? 'hw-calls-favourite__on' : undefined} />
      <span>{t(on ? 'calls.favourite.on' : 'calls.favourite.off')}</span>
    </button>
  );
}
