import type { Category } from '@helpwire/contracts';
import { useQuery } from '@helpwire/libs/query';
import { useTranslation } from '@helpwire/libs/i18n';
import { api, routes } from '@helpwire/web-core';

/** A category as the call screens and the money panels show it: its name and rate. */
export interface CallInfo {
  name: string;
  rateCentsPerMinute: number;
}

/** The categories by slug (names in the reader's language, rates for the estimate). */
export function useCategoryIndex(): { index: Map<string, CallInfo>; list: Category[] } {
  const language = useTranslation().i18n.language;
  const query = useQuery({
    queryKey: ['categories', language],
    queryFn: async (): Promise<Category[]> => (await api(routes.categories.topLevel, undefined, { toastErrors: false })).data,
    staleTime: 5 * 60_000,
  });
  const list = query.data ?? [];
  const index = new Map<string, CallInfo>();
  const walk = (categories: readonly Category[]) => {
    for (const c of categories) {
      index.set(c.slug, { name: c.name, rateCentsPerMinute: c.rateCentsPerMinute });
      walk(c.subCategories);
    }
  };
  walk(list);
  return { index, list };
}
