import { useMutation, useQuery, useQueryClient } from '@helpwire/libs/query';
import { api, type RouteData } from '@helpwire/web-core';
import { adminRoutes } from '@helpwire/contracts/admin-routes';

/** An account as the search lists it, and as its page shows it (decision 0076). */
export type Person = RouteData<typeof adminRoutes.adminPeople.search>[number];
export type PersonDetail = RouteData<typeof adminRoutes.adminPeople.detail>;
export type AccountExport = RouteData<typeof adminRoutes.adminPeople.exportData>;

export const PEOPLE_PER_PAGE = 20;
const ALL = ['admin', 'people'] as const;

/** One page of the accounts whose name, e-mail or phone starts with `q` (or whose id it is); every account, newest first, when empty. */
export function usePeopleSearch(q: string, page: number) {
  return useQuery({
    queryKey: [...ALL, 'search', q, page],
    queryFn: async () => {
      const answer = await api(adminRoutes.adminPeople.search, { ...(q ? { q } : {}), page, limit: PEOPLE_PER_PAGE });
      return { people: answer.data, meta: answer.meta ?? { currentPage: page, lastPage: 1, total: answer.data.length } };
    },
  });
}

/** One account with what each service holds about it. */
export function usePerson(id: string | null) {
  return useQuery({
    queryKey: [...ALL, 'detail', id],
    enabled: Boolean(id),
    queryFn: async () => (await api(adminRoutes.adminPeople.detail, { id: id! })).data,
  });
}

/** An action on an account; the search and the account are read again after. */
function useAction<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }) });
}

/** Suspension and warnings (decision 0067): the routes the disputes' sanctions also use. */
export const useSuspend = () => useAction(async (input: { account: string; reason: string }) => (await api(adminRoutes.admin.suspendAccount, input)).data);
export const useUnsuspend = () => useAction(async (account: string) => (await api(adminRoutes.admin.unsuspendAccount, { account })).data);
export const useWarn = () => useAction(async (input: { account: string; reason: string }) => (await api(adminRoutes.admin.warnAccount, input)).data);

/** Ends every session of the account (its tokens refused at once). */
export const useSignOutEverywhere = () =>
  useAction(async (input: { account: string; reason: string }) => (await api(adminRoutes.adminPeople.signOutEverywhere, input)).data);

/** A new sign-up code for an unverified account; answers where it went, masked. */
export const useResendVerification = () => useAction(async (account: string) => (await api(adminRoutes.adminPeople.resendVerification, { account })).data);

/** What the services hold about the account, with the reason audited. Never cached. */
export function useExportAccount() {
  return useMutation({ mutationFn: async (input: { account: string; reason: string }) => (await api(adminRoutes.adminPeople.exportData, input)).data });
}

/** Erases the account (as deleting it does), confirmed by its e-mail typed again. */
export const useEraseAccount = () =>
  useAction(async (input: { account: string; confirm: string; reason: string }) => (await api(adminRoutes.adminPeople.erase, input)).data);
