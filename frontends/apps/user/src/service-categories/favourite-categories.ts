import type { Category } from '@helpwire/contracts';
import { setCurrentUser, useCurrentUser } from '@helpwire/account';
import { useMutation, useQueryClient } from '@helpwire/libs/query';
import { api, routes } from '@helpwire/web-core';

type Option = { label: string; value: string };

/** The list with the category added at its end, or taken out when it was there. */
export function toggledFavourites(favourites: readonly Option[], category: Pick<Category, 'slug' | 'name'>): Option[] {
  return favourites.some((f) => f.value === category.slug)
    ? favourites.filter((f) => f.value !== category.slug)
    : [...favourites, { label: category.name, value: category.slug }];
}

/** The list with the favourite at `index` moved `by` places (-1 earlier, 1 later); unchanged at either end. */
export function movedFavourite<T>(favourites: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= favourites.length) return [...favourites];
  const next = [...favourites];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * The user's favourite categories (PUT /users/favoriteCategories): whether a category is one, and
 * the toggle; the answered user replaces the cached one, so the home shows the list at once.
 */
export function useFavouriteCategories() {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const favourites = me?.favoriteCategories ?? [];
  const save = useMutation({
    mutationFn: async (next: Option[]) => (await api(routes.users.favoriteCategories, { favoriteCategories: next })).data,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
  return {
    isFavourite: (slug: string) => favourites.some((f) => f.value === slug),
    toggle: (category: Pick<Category, 'slug' | 'name'>) => save.mutate(toggledFavourites(favourites, category)),
    /** Saves these categories as the favourites, in this order. */
    replace: (categories: readonly Pick<Category, 'slug' | 'name'>[]) => save.mutate(categories.map((c) => ({ label: c.name, value: c.slug }))),
    saving: save.isPending,
  };
}
