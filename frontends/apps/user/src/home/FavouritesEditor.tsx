import type { Category } from '@helpwire/contracts';
import { Button } from '@helpwire/ui';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { movedFavourite, useFavouriteCategories } from '../service-categories/favourite-categories';
import { USER_NAMESPACE } from '../texts';

/** The two moves of a favourite: one place earlier, one later. */
const MOVES = [
  { by: -1, key: 'earlier', Icon: ArrowUp },
  { by: 1, key: 'later', Icon: ArrowDown },
] as const;

/**
 * The favourites in order, each to move earlier or later or to remove; every change is saved at once
 * (the list is the account's, in the order the home shows it). Categories no longer offered are left
 * out of what is saved.
 */
export function FavouritesEditor({ favourites, onDone }: { favourites: readonly Category[]; onDone: () => void }) {
  const { t } = useTranslation(USER_NAMESPACE);
  const saved = useFavouriteCategories();
  const save = (next: readonly Category[]) => saved.replace(next);
  return (
    <div className="hw-home-favourites-editor">
      <ol aria-label={t('home.getHelp.favourites')}>
        {favourites.map((category, index) => (
          <li key={category.id} data-category={category.slug}>
            <span>{category.name}</span>
            <span className="hw-home-favourites-editor__actions">
              {MOVES.map(({ by, key, Icon }) => (
                <Button
                  key={key}
                  variant="ghost"
                  size="small"
                  aria-label={t(`home.favourites.${key}`, { name: category.name })}
                  disabled={index + by < 0 || index + by >= favourites.length || saved.saving}
                  onClick={() => save(movedFavourite(favourites, index, by))}
                >
                  <Icon aria-hidden size={16} />
                </Button>
              ))}
              <Button
                variant="ghost"
                size="small"
                aria-label={t('home.favourites.remove', { name: category.name })}
                disabled={saved.saving}
                onClick={() => save(favourites.filter((f) => f !== category))}
              >
                <X aria-hidden size={16} />
              </Button>
            </span>
          </li>
        ))}
      </ol>
      <Button variant="primary" size="small" onClick={onDone}>
        {t('home.favourites.done')}
      </Button>
    </div>
  );
}
