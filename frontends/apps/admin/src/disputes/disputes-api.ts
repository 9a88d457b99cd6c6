import type { Category, DisputeResolution, DisputeStatus } from '@helpwire/contracts';
import { useMutation, useQuery, useQueryClient } from '@helpwire/libs/query';
import { useTranslation } from '@helpwire/libs/i18n';
import { api, routes, type RouteData, type RouteInput } from '@helpwire/web-core';
import { adminRoutes } from '@helpwire/contracts/admin-routes';

/** A dispute as the admin list answers it (spec §3 Dispute). */
export type AdminDispute = RouteData<typeof adminRoutes.adminDisputes.list>[number];
/** The call behind a dispute, as GET /admin/disputes/:id/call answers it. */
export type DisputeCall = RouteData<typeof adminRoutes.adminDisputes.call>;

export const DISPUTE_TABS: readonly DisputeStatus[] = ['PENDING', 'IN_REVIEW', 'RESOLVED'];
/** The open queues are read whole (up to this many), oldest first; the resolved history page by page. */
export const OPEN_LIMIT = 100;
export const RESOLVED_PER_PAGE = 20;
/** The ledger's currency: prices and amounts are US dollars, in cents. */
export const DISPUTE_CURRENCY = 'USD';

const disputesKey = ['admin', 'disputes'] as const;

/**
 * One tab of disputes: an open status (PENDING, IN_REVIEW) as a queue, oldest first (the service
 * answers newest first: its newest OPEN_LIMIT, turned round); RESOLVED as history, newest first, paged.
 */
export function useDisputes(status: DisputeStatus, page: number) {
  const open = status !== 'RESOLVED';
  return useQuery({
    queryKey: [...disputesKey, status, open ? 1 : page],
    queryFn: async () => {
      const limit = open ? OPEN_LIMIT : RESOLVED_PER_PAGE;
      const answer = await api(adminRoutes.adminDisputes.list, { status, page: open ? 1 : page, limit });
      const meta = answer.meta ?? { currentPage: 1, lastPage: 1, total: answer.data.length };
      return { disputes: open ? [...answer.data].reverse() : answer.data, meta };
    },
  });
}

/** The call behind one dispute (the admin's read is audited by the call service). */
export function useDisputeCall(disputeId: string) {
  return useQuery({
    queryKey: [...disputesKey, 'call', disputeId],
    queryFn: async () => (await api(adminRoutes.adminDisputes.call, { id: disputeId }, { toastErrors: false })).data,
    // The recording's link is short-lived: read again rather than kept.
    staleTime: 60_000,
  });
}

/** PENDING → IN_REVIEW; every list of disputes is read again after. */
export function useReviewDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api(adminRoutes.adminDisputes.review, { id })).data,
    // Not awaited: the caller's own onSuccess (its toast, the tab it moves to) runs before the lists
    // are read again, which would take the dispute out of the tab it was in (and unmount the caller).
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: disputesKey }),
  });
}

export interface Resolution {
  id: string;
  resolution: DisputeResolution;
  amountCents?: number;
  note?: string;
}

/** Resolves a dispute (the service's errors stay with the dialog: no toast); every list is read again after. */
export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: Resolution) => {
      // The route takes a body and the `:id` of its path; api() fills the path from the input and sends the rest.
      const input = { id, ...body } as RouteInput<typeof adminRoutes.adminDisputes.resolve>;
      return (await api(adminRoutes.adminDisputes.resolve, input, { toastErrors: false })).data;
    },
    // Not awaited, as for the review: the dialog's onSuccess runs first.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: disputesKey }),
  });
}

function findCategory(categories: readonly Category[], slug: string): Category | undefined {
  for (const category of categories) {
    if (category.slug === slug) return category;
    const found = findCategory(category.subCategories, slug);
    if (found) return found;
  }
  return undefined;
}

/** A category's name in the reader's language (the public catalogue), else its slug. */
export function useCategoryName(slug: string | undefined): string | undefined {
  const language = useTranslation().i18n.language;
  const categories = useQuery({
    queryKey: ['categories', language],
    queryFn: async (): Promise<Category[]> => (await api(routes.categories.topLevel, undefined, { toastErrors: false })).data,
    staleTime: 5 * 60_000,
    enabled: Boolean(slug),
  });
  if (!slug) return undefined;
  return (categories.data && findCategory(categories.data, slug)?.name) || slug;
}
