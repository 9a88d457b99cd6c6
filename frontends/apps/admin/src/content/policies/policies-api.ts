import type { PolicyType, PublishPolicyVersionBody } from '@helpwire/contracts';
import { adminRoutes } from '@helpwire/contracts/admin-routes';
import { useMutation, useQuery, useQueryClient } from '@helpwire/libs/query';
import { api, type RouteData } from '@helpwire/web-core';

export type PolicyHistory = RouteData<typeof adminRoutes.adminPolicies.list>[number];
export type PolicyVersion = PolicyHistory['versions'][number];

const POLICIES_KEY = ['admin', 'policies'];

/** Each policy with its versions, newest first (admins only). */
export function usePolicyHistories() {
  return useQuery({
    queryKey: POLICIES_KEY,
    queryFn: async () => (await api(adminRoutes.adminPolicies.list, undefined, { toastErrors: false })).data,
  });
}

/** After a change the console's list and the public policy pages in this tab are read again. */
function usePoliciesChanged() {
  const queryClient = useQueryClient();
  return () => Promise.all([POLICIES_KEY, ['policy']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function usePublishPolicyVersion() {
  const changed = usePoliciesChanged();
  return useMutation({
    mutationFn: async ({ type, version }: { type: PolicyType; version: PublishPolicyVersionBody }) =>
      (await api(adminRoutes.adminPolicies.publish, Object.assign({ type }, version), { toastErrors: false })).data,
    onSuccess: changed,
  });
}

export function useWithdrawPolicyVersion() {
  const changed = usePoliciesChanged();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      (await api(adminRoutes.adminPolicies.withdraw, Object.assign({ id }, { reason }), { toastErrors: false })).data,
    onSuccess: changed,
  });
}
