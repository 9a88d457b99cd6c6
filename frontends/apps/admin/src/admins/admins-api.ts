import { useMutation, useQuery, useQueryClient } from '@helpwire/libs/query';
import { api, type RouteData, type RouteInput } from '@helpwire/web-core';
import { adminRoutes } from '@helpwire/contracts/admin-routes';

/** An admin as the Admins page lists them (decision 0083). */
export type AdminAccount = RouteData<typeof adminRoutes.adminAdmins.list>[number];
export type InviteInput = RouteInput<typeof adminRoutes.adminAdmins.invite>;

/** The one permission there is today: managing admins. */
export const MANAGE_ADMINS = 'admins.manage';
const ALL = ['admin', 'admins'] as const;

/** Every admin, the longest serving first. */
export function useAdmins() {
  return useQuery({ queryKey: ALL, queryFn: async () => (await api(adminRoutes.adminAdmins.list, {})).data });
}

/** An action on the admins; the list is read again after. */
function useAction<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }) });
}

export const useInviteAdmin = () => useAction(async (input: InviteInput) => (await api(adminRoutes.adminAdmins.invite, input)).data);

export const useSetPermission = () =>
  useAction(
    async (input: { id: string; granted: boolean; reason: string }) =>
      (
        await api(adminRoutes.adminAdmins.setPermission, {
          id: input.id,
          permission: MANAGE_ADMINS,
          granted: input.granted,
          reason: input.reason,
        } as RouteInput<typeof adminRoutes.adminAdmins.setPermission>)
      ).data,
  );

export const useDeactivateAdmin = () =>
  useAction(
    async (input: { id: string; reason: string }) =>
      (await api(adminRoutes.adminAdmins.deactivate, input as RouteInput<typeof adminRoutes.adminAdmins.deactivate>)).data,
  );
