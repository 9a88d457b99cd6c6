import { useMutation, useQuery, useQueryClient } from '@helpwire/libs/query';
import { api, ApiError, readToken, routes, type RouteData } from '@helpwire/web-core';

/** A helper as the review queue answers it: the current-user shape with the ID card and documents. */
export type ReviewedHelper = RouteData<typeof routes.admin.helpers>[number];
export type HelperFile = NonNullable<ReviewedHelper['idCard']>;
/** A file the console shows in the page: a helper's ID card or document, or a dispute's attachment. */
export type ShownFile = Pick<HelperFile, 'id' | 'name' | 'mimeType' | 'url'> & { purpose?: HelperFile['purpose'] };
export type ReviewStatus = 'IN_REVIEW' | 'APPROVED' | 'REJECTED';
export type ContactMessage = RouteData<typeof routes.admin.contactMessages>[number];

export const REVIEW_STATUSES: readonly ReviewStatus[] = ['IN_REVIEW', 'APPROVED', 'REJECTED'];
export const MESSAGES_PER_PAGE = 20;

const helpersKey = (status: ReviewStatus) => ['admin', 'helpers', status] as const;

/** How often the overview reads its figures again while it is open ("updated live"). */
export const OVERVIEW_REFRESH_MS = 15_000;

/** The reader's local midnight: the overview's "today". */
const startOfLocalDay = () => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();
};

/** The console's overview: every queue and today's figures, read again every 15 s while open. */
export function useOverview() {
  return useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: async () => (await api(routes.admin.overview, { since: startOfLocalDay() })).data,
    refetchInterval: OVERVIEW_REFRESH_MS,
  });
}

/** The helpers of one review status, as the service orders them (oldest first). */
export function useHelpers(status: ReviewStatus) {
  return useQuery({ queryKey: helpersKey(status), queryFn: async () => (await api(routes.admin.helpers, { status })).data });
}

/** Approves a helper, or rejects one with the reason they will see; every list of helpers is read again after. */
export function useReviewHelper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (review: { helper: string; approve: boolean; reason?: string }) => (await api(routes.admin.reviewHelper, review)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'helpers'] }),
  });
}

/** One page of the messages to support, newest first, with the server's paging. */
export function useContactMessages(page: number, limit = MESSAGES_PER_PAGE) {
  return useQuery({
    queryKey: ['admin', 'contact-messages', page, limit],
    queryFn: async () => {
      const answer = await api(routes.admin.contactMessages, { page, limit });
      return { messages: answer.data, meta: answer.meta ?? { currentPage: page, lastPage: 1, total: answer.data.length } };
    },
  });
}

/**
 * An ID card or document's bytes, read with the admin's token (the files route serves them to their
 * owner and admins only, as attachments): shown in the page from a blob, never opened as a link.
 */
export function useFileBlob(file: ShownFile) {
  return useQuery({
    queryKey: ['admin', 'file', file.id],
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const token = readToken();
      const response = await fetch(new URL(file.url, window.location.origin), { signal, headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (!response.ok) throw new ApiError(`file ${file.id}: ${response.status}`, response.status, null);
      return response.blob();
    },
  });
}
