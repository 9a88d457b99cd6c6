import type { Category } from '@helpwire/contracts';
import { useQuery } from '@helpwire/libs/query';
import { useTranslation } from '@helpwire/libs/i18n';
import { api, routes } from '@helpwire/web-core';

/** Content rarely changes: cached for 5 minutes, refetched when the language changes (as on the public site). */
const CONTENT_STALE_MS = 5 * 60_000;

/** GET /categories (the top-level categories with their specialties), in the reader's language; `enabled`: only once needed. */
export function useCategories(enabled = true) {
  const language = useTranslation().i18n.language;
  return useQuery({
    enabled,
    queryKey: ['categories', language],
    queryFn: async (): Promise<Category[]> => (await api(routes.categories.topLevel, undefined, { toastErrors: false })).data,
    staleTime: CONTENT_STALE_MS,
  });
}

/** The category of a slug among the top-level categories and their specialties. */
export function findCategory(categories: readonly Category[], slug: string): Category | undefined {
  for (const category of categories) {
    if (category.slug === slug) return category;
    const found = findCategory(category.subCategories, slug);
    if (found) return found;
  }
  return undefined;
}
