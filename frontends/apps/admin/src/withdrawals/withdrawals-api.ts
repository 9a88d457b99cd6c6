import { useMutation, useQuery, useQueryClient } from '@helpwire/libs/query';
import { api, type RouteData } from '@helpwire/web-core';
import { adminRoutes } from '@helpwire/contracts/admin-routes';

/** A row of the queue: the withdrawal with its helper's name. */
export type QueuedWithdrawal = RouteData<typeof adminRoutes.adminWithdrawals.open>[number];
export type WithdrawalReview = RouteData<typeof adminRoutes.adminWithdrawals.detail>;
export type RevealedBankDetails = RouteData<typeof adminRoutes.adminWithdrawals.revealBankDetails>;
export type PayoutBatch = RouteData<typeof adminRoutes.adminWithdrawals.exportBatch>;
export type PayoutStatus = QueuedWithdrawal['status'];

export const WITHDRAWALS_PER_PAGE = 20;
const ALL = ['admin', 'withdrawals'] as const;

/** One page of the withdrawals waiting for a decision (PENDING, IN_REVIEW), oldest first. */
export function useOpenWithdrawals(page: number) {
  return useQuery({
    queryKey: [...ALL, 'open', page],
    queryFn: async () => {
      const answer = await api(adminRoutes.adminWithdrawals.open, { page, limit: WITHDRAWALS_PER_PAGE });
      return { withdrawals: answer.data, meta: answer.meta ?? { currentPage: page, lastPage: 1, total: answer.data.length } };
    },
  });
}

/** One withdrawal with its helper's balance, masked bank details and withdrawals. */
export function useWithdrawalReview(id: string | null) {
  return useQuery({
    queryKey: [...ALL, 'detail', id],
    enabled: Boolean(id),
    queryFn: async () => (await api(adminRoutes.adminWithdrawals.detail, { id: id! })).data,
  });
}

/** A decision on a withdrawal; the queue and the detail are read again after. */
function useDecision<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }) });
}

/** PENDING → IN_REVIEW: approved for payment, in the next batch for the bank. */
export const useApproveForPayment = () => useDecision(async (id: string) => (await api(adminRoutes.adminWithdrawals.review, { id })).data);

/** The bank transfer was made: its reference is recorded and the held amount paid out. */
export const useMarkPaid = () =>
  useDecision(async (input: { id: string; transactionId: string }) => (await api(adminRoutes.adminWithdrawals.approve, input)).data);

/** Refused with the reason the helper sees; the amount goes back to their wallet. */
export const useRejectWithdrawal = () =>
  useDecision(async (input: { id: string; reason: string }) => (await api(adminRoutes.adminWithdrawals.reject, input)).data);

/** The full bank details, with the reason written to the audit log. Never cached. */
export function useRevealBankDetails() {
  return useMutation({ mutationFn: async (input: { id: string; reason: string }) => (await api(adminRoutes.adminWithdrawals.revealBankDetails, input)).data });
}

/** The approved batch as the bank's CSV (built by the payment service), with the reason audited. */
export function useExportBatch() {
  return useMutation({ mutationFn: async (reason: string) => (await api(adminRoutes.adminWithdrawals.exportBatch, { reason })).data });
}
