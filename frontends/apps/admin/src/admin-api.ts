import { useMutation, useQuery, useQueryClient } from '@helpwire/libs/query';
import { api, ApiError, readToken, type RouteData, type RouteInput } from '@helpwire/web-core';
import { adminRoutes } from '@helpwire/contracts/admin-routes';

/** A helper as the review queue answers it: the current-user shape with the ID card and documents. */
export type ReviewedHelper = RouteData<typeof adminRoutes.admin.helpers>[number];
export type HelperFile = NonNullable<ReviewedHelper['idCard']>;
/** A file the console shows in the page: a helper's ID card or document, or a dispute's attachment. */
export type ShownFile = Pick<HelperFile, 'id' | 'name' | 'mimeType' | 'url'> & { purpose?: HelperFile['purpose'] };
export type ReviewStatus = 'IN_REVIEW' | 'APPROVED' | 'REJECTED';
export type ContactMessage = RouteData<typeof adminRoutes.admin.contactMessages>[number];

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
    queryFn: async () => (await api(adminRoutes.admin.overview, { since: startOfLocalDay() })).data,
    refetchInterval: OVERVIEW_REFRESH_MS,
  });
}

/** The helpers of one review status, as the service orders them (oldest first). */
export function useHelpers(status: ReviewStatus) {
  return useQuery({ queryKey: helpersKey(status), queryFn: async () => (await api(adminRoutes.admin.helpers, { status })).data });
}

/** Approves a helper, or rejects one with the reason they will see; every list of helpers is read again after. */
export function useReviewHelper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (review: { helper: string; approve: boolean; reason?: string }) => (await api(adminRoutes.admin.reviewHelper, review)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'helpers'] }),
  });
}

export type ContactStatus = ContactMessage['status'];
/** The inbox's tabs: what waits first, then what was answered or closed, then everything. */
export const CONTACT_TABS = ['NEW', 'ANSWERED', 'CLOSED', 'ALL'] as const;
export type ContactTab = (typeof CONTACT_TABS)[number];

/** One page of the messages to support (of one status, or all), newest first, with the server's paging. */
export function useContactMessages(page: number, limit = MESSAGES_PER_PAGE, tab: ContactTab = 'ALL') {
  return useQuery({
    queryKey: ['admin', 'contact-messages', tab, page, limit],
    queryFn: async () => {
      const answer = await api(adminRoutes.admin.contactMessages, { page, limit, ...(tab === 'ALL' ? {} : { status: tab }) });
      return { messages: answer.data, meta: answer.meta ?? { currentPage: page, lastPage: 1, total: answer.data.length } };
    },
  });
}

/** Answers a message by e-mail (the reply id makes a retry send nothing twice); every list of messages is read again after. */
export function useReplyToContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reply: { id: string; replyId: string; body: string }) =>
      (await api(adminRoutes.admin.replyToContactMessage, reply as RouteInput<typeof adminRoutes.admin.replyToContactMessage>, { toastErrors: false })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contact-messages'] }),
  });
}

/** Closes a message, or opens it again. */
export function useSetContactStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: 'NEW' | 'CLOSED' }) =>
      (await api(adminRoutes.admin.setContactMessageStatus, { id, status } as RouteInput<typeof adminRoutes.admin.setContactMessageStatus>)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contact-messages'] }),
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
