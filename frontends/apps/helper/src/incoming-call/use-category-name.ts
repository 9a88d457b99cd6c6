import type { Category } from '@helpwire/contracts';
import { api, routes } from '@helpwire/web-core';
import { useQuery } from '@helpwire/libs/query';
import { useTranslation } from '@helpwire/libs/i18n';

function nameOf(categories: readonly Category[], slug: string): string | undefined {
  for (const category of categories) {
    if (category.slug === slug || category.id === slug) return category.name;
    const found = nameOf(category.subCategories, slug);
    if (found) return found;
  }
  return undefined;
}

/**
 * A call's category by name, in the reader's language (the content categories, the cache entry the
 * category pickers share); its slug until they are loaded, or when the slug names none.
 */
export function useCategoryName(slug: string): string {
  const { language } = useTranslation().i18n;
  const categories = useQuery({
    queryKey: ['categories', language],
    queryFn: async () => (await api(routes.categories.topLevel, undefined, { toastErrors: false })).data,
    staleTime: 5 * 60_000,
  });
  return (categories.data && nameOf(categories.data, slug)) || slug;
}
