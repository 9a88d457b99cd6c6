import { adminRoutes } from '@helpwire/contracts/admin-routes';
import { useMutation, useQuery, useQueryClient } from '@helpwire/libs/query';
import { api, type RouteData } from '@helpwire/web-core';

export type NewsletterSubscriber = RouteData<typeof adminRoutes.adminNewsletter.list>[number];
export const NEWSLETTER_STATES = ['SUBSCRIBED', 'UNSUBSCRIBED'] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];

/** One page of the subscribers (subscribed now, or those who left), newest first. */
export function useSubscribers(state: NewsletterState, page: number) {
  return useQuery({
    queryKey: ['admin', 'newsletter', state, page],
    queryFn: async () => {
      const answer = await api(adminRoutes.adminNewsletter.list, { state, page, limit: 20 });
      return { subscribers: answer.data, meta: answer.meta ?? { currentPage: page, lastPage: 1, total: answer.data.length } };
    },
  });
}

/** The subscribed addresses as a CSV (with the reason the audit log keeps). */
export const useExportSubscribers = () =>
  useMutation({ mutationFn: async (reason: string) => (await api(adminRoutes.adminNewsletter.export, { reason }, { toastErrors: false })).data });

/** Takes an address off the list (with a reason); the lists are read again after. */
export function useRemoveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; reason: string }) => (await api(adminRoutes.adminNewsletter.unsubscribe, input, { toastErrors: false })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'newsletter'] }),
  });
}
