import type { CategoryUpdateBody } from '@helpwire/contracts';
import { useMutation, useQuery, useQueryClient } from '@helpwire/libs/query';
import { useTranslation } from '@helpwire/libs/i18n';
import { api, routes, type RouteData } from '@helpwire/web-core';
import { adminRoutes } from '@helpwire/contracts/admin-routes';

export type PublicCategory = RouteData<typeof routes.categories.topLevel>[number];
export type EditableCategory = RouteData<typeof adminRoutes.adminCategories.update>;

/**
 * The categories with their specialties, as the public site lists them (the reader's language, the
 * offered ones): the same query (and cache entry) as the public site's, so a save refreshes both.
 */
export function useCategoryList() {
  const language = useTranslation().i18n.language;
  return useQuery({
    queryKey: ['categories', language],
    queryFn: async () => (await api(routes.categories.topLevel, undefined, { toastErrors: false })).data,
  });
}

/** One category as stored, both languages (admins only). */
export function useEditableCategory(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'category', id],
    enabled: Boolean(id),
    queryFn: async () => (await api(adminRoutes.adminCategories.get, { id: id ?? '' }, { toastErrors: false })).data,
  });
}

/**
 * Saves an admin's edit of a category. After it, every cached copy of the catalogue in this tab (the
 * public site's lists and category pages, the apps' category lists) is read again: the change shows
 * without a reload, as it does for everyone else on their next request.
 */
export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, edit }: { id: string; edit: CategoryUpdateBody }) => {
      // The body with the path's :id beside it (api() fills path parameters from its input; the route's input type is the body).
      const input: CategoryUpdateBody = Object.assign({ id }, edit);
      return (await api(adminRoutes.adminCategories.update, input, { toastErrors: false })).data;
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(['admin', 'category', saved.id], saved);
      await Promise.all([['categories'], ['category'], ['services'], ['admin', 'category']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
