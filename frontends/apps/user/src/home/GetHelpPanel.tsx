import type { Category } from '@helpwire/contracts';
import { useCurrentUser } from '@helpwire/account';
import { useFormatPrice } from '@helpwire/web-core';
import { Button } from '@helpwire/ui';
import { ArrowRight, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import { findCategory, useCategories } from '../service-categories/category-queries';
import { USER_NAMESPACE } from '../texts';
import { FavouritesEditor } from './FavouritesEditor';
import { HomePanel } from './HomePanel';

const categoryPath = (category: Category) => `/service-categories?category=${encodeURIComponent(category.slug)}`;

/** The account's favourite categories that are still in the catalogue, in the order they were chosen. */
export function favouritesIn(categories: readonly Category[], favourites: readonly { value: string }[]): Category[] {
  return favourites.flatMap(({ value }) => {
    const found = findCategory(categories, value) ?? categories.find((category) => category.id === value);
    return found ? [found] : [];
  });
}

/**
 * The next step first: "Get help now" with the person's favourite categories (in their order, which
 * "Edit" changes), then every other category; each opens its detail, where instant match calls a helper.
 */
export function GetHelpPanel() {
  const { t } = useTranslation(USER_NAMESPACE);
  const formatPrice = useFormatPrice();
  const me = useCurrentUser();
  const categories = useCategories();
  const all = categories.data ?? [];
  const favourites = favouritesIn(all, me?.favoriteCategories ?? []);
  const others = all.filter((category) => !favourites.includes(category));
  const [editing, setEditing] = useState(false);
  return (
    <HomePanel
      id="get-help"
      title={t('home.getHelp.title')}
      state={categories}
      rows={2}
      className="hw-home-get-help"
      action={
        <Link className="hw-home-link" to="/service-categories">
          {t('home.getHelp.all')}
          <ArrowRight aria-hidden size={16} className="hw-mirror" />
        </Link>
      }
    >
      {() => (
        <>
          {favourites.length > 0 && editing && <FavouritesEditor favourites={favourites} onDone={() => setEditing(false)} />}
          {favourites.length > 0 && !editing && (
            <>
              <div className="hw-home-subtitle-row">
                <h3 className="hw-home-subtitle">{t('home.getHelp.favourites')}</h3>
                <Button variant="ghost" size="small" onClick={() => setEditing(true)}>
                  {t('home.favourites.edit')}
                </Button>
              </div>
              <ul className="hw-home-favourites" aria-label={t('home.getHelp.favourites')}>
                {favourites.map((category) => (
                  <li key={category.id}>
                    <Link className="hw-home-favourite" to={categoryPath(category)} data-category={category.slug}>
                      <Star aria-hidden size={18} className="hw-home-favourite__star" />
                      <span>{category.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          {others.length > 0 && <h3 className="hw-home-subtitle">{favourites.length > 0 ? t('home.getHelp.other') : t('home.getHelp.pick')}</h3>}
          <ul className="hw-home-categories" aria-label={t('home.getHelp.categories')}>
            {others.map((category) => (
              <li key={category.id}>
                <Link className="hw-home-category" to={categoryPath(category)} data-category={category.slug}>
                  <span className="hw-home-category__name">{category.name}</span>
                  <span className="hw-home-category__rate">{t('calls.perMinute', { price: formatPrice(category.rateCentsPerMinute) })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </HomePanel>
  );
}
