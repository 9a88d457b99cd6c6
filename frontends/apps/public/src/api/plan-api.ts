import type { StoragePlan } from '@helpwire/contracts';
import { useQuery } from '@helpwire/libs/query';
import { useTranslation } from '@helpwire/libs/i18n';
import { api, routes } from '@helpwire/web-core';

export type { StoragePlan };

/** The recording storage plans on sale (GET /subscription/plans), named in the page's language. */
export function useStoragePlans() {
  const language = useTranslation().i18n.language;
  return useQuery({
    queryKey: ['storage-plans', language],
    queryFn: async () => (await api(routes.subscription.plans, undefined, { toastErrors: false })).data,
    staleTime: 5 * 60_000,
  });
}
