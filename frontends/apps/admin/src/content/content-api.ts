import type { AddSpecialtyBody, CategoryUpdateBody } from '@helpwire/contracts';
import { useMutation, useQuery, useQueryClient } from '@helpwire/libs/query';
import { useTranslation } from '@helpwire/libs/i18n';
import { api, routes, type RouteData } from '@helpwire/web-core';
import { adminRoutes } from '@helpwire/contracts/admin-routes';

export type PublicCategory = RouteData<typeof routes.categories.topLevel>[number];
export type EditableCategory = RouteData<typeof adminRoutes.adminCategories.update>;
/** A top-level category with its specialties, as the console lists them (hidden ones too). */
export type CategoryBranch = EditableCategory & { specialties: EditableCategory[] };

/** The flat list (each top-level category followed by its specialties) as a tree. */
export const branchesOf = (rows: EditableCategory[]): CategoryBranch[] =>
  rows.filter((row) => !row.parentId).map((top) => ({ ...top, specialties: rows.filter((row) => row.parentId === top.id) }));

/**
 * The categories with their specialties, as the public site lists them (the reader's language, the
 * offered ones): the same query (and cache entry) as the public site's (the flags page names calls' categories by it).
 */
export function useCategoryList() {
  const language = useTranslation().i18n.language;
  return useQuery({
    queryKey: ['categories', language],
    queryFn: async () => (await api(routes.categories.topLevel, undefined, { toastErrors: false })).data,
  });
}

/** Every category and specialty as stored, hidden ones too (admins only): the Content page's list. */
export function useEditableCategoryList() {
  return useQuery({
    queryKey: ['admin', 'categories'],
    queryFn: async () => branchesOf((await api(adminRoutes.adminCategories.list, undefined, { toastErrors: false })).data),
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
 * After a change, every cached copy of the catalogue in this tab (the console's list, the public
 * site's lists and category pages) is read again: the change shows without a reload, as it does
 * for everyone else on their next request.
 */
function useCatalogueChanged() {
  const queryClient = useQueryClient();
  return async (saved: EditableCategory) => {
    queryClient.setQueryData(['admin', 'category', saved.id], saved);
    await Promise.all(
      [['categories'], ['category'], ['services'], ['admin', 'category'], ['admin', 'categories']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  };
}

/** Saves an admin's edit of a category, with its reason. */
export function useUpdateCategory() {
  const changed = useCatalogueChanged();
  return useMutation({
    mutationFn: async ({ id, edit }: { id: string; edit: CategoryUpdateBody }) => {
      // The body with the path's :id beside it (api() fills path parameters from its input; the route's input type is the body).
      const input: CategoryUpdateBody = Object.assign({ id }, edit);
      return (await api(adminRoutes.adminCategories.update, input, { toastErrors: false })).data;
    },
    onSuccess: changed,
  });
}

/** Hides a category (visible false) or shows it again, with a reason. */
export function useSetCategoryVisibility() {
  const changed = useCatalogueChanged();
  return useMutation({
    mutationFn: async ({ id, visible, reason }: { id: string; visible: boolean; reason: string }) =>
      (await api(adminRoutes.adminCategories.setVisibility, Object.assign({ id }, { visible, reason }), { toastErrors: false })).data,
    onSuccess: changed,
  });
}

/** Adds a specialty under a top-level category. */
export function useAddSpecialty() {
  const changed = useCatalogueChanged();
  return useMutation({
    mutationFn: async ({ parentId, specialty }: { parentId: string; specialty: AddSpecialtyBody }) =>
      (await api(adminRoutes.adminCategories.addSpecialty, Object.assign({ id: parentId }, specialty), { toastErrors: false })).data,
    onSuccess: changed,
  });
}

/** Removes a specialty, with a reason. */
export function useRemoveSpecialty() {
  const changed = useCatalogueChanged();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      (await api(adminRoutes.adminCategories.removeSpecialty, Object.assign({ id }, { reason }), { toastErrors: false })).data,
    onSuccess: changed,
  });
}
