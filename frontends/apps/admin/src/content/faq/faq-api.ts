import type { EditableFaq, FaqEditBody } from '@helpwire/contracts';
import { adminRoutes } from '@helpwire/contracts/admin-routes';
import { useMutation, useQuery } from '@helpwire/libs/query';
import { api } from '@helpwire/web-core';
import { useRefreshHelpContent } from '../help-api';

export type { EditableFaq };

/** Every FAQ entry as stored (both languages, removed ones too). */
export function useEditableFaqs() {
  return useQuery({
    queryKey: ['admin', 'faqs'],
    queryFn: async () => (await api(adminRoutes.adminHelp.faqs, undefined, { toastErrors: false })).data,
  });
}

/** Adds an entry (no id) or saves an edit, with the admin's reason. */
export function useSaveFaq() {
  const refresh = useRefreshHelpContent();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: FaqEditBody }) =>
      id
        ? (await api(adminRoutes.adminHelp.updateFaq, Object.assign({ id }, body), { toastErrors: false })).data
        : (await api(adminRoutes.adminHelp.createFaq, body, { toastErrors: false })).data,
    onSuccess: refresh,
  });
}

/** Removes an entry from the public site, or shows it again, with the admin's reason. */
export function useSetFaqHidden() {
  const refresh = useRefreshHelpContent();
  return useMutation({
    mutationFn: async ({ id, hidden, reason }: { id: string; hidden: boolean; reason: string }) =>
      (await api(adminRoutes.adminHelp.setFaqHidden, Object.assign({ id }, { hidden, reason }), { toastErrors: false })).data,
    onSuccess: refresh,
  });
}
