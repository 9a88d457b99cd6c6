import type { BankDetailsInput, CreateWithdrawalInput, WithdrawalStatus } from '@helpwire/contracts';
import { useMutation, useQuery, useQueryClient } from '@helpwire/libs/query';
import { withdrawalApi } from './withdrawal-api';

const BANK_DETAILS_KEY = ['withdrawal', 'bank-details'] as const;
const WALLET_KEY = ['withdrawal', 'wallet'] as const;
const LISTS_KEY = ['withdrawal', 'list'] as const;

export const useBankDetails = () => useQuery({ queryKey: BANK_DETAILS_KEY, queryFn: withdrawalApi.bankDetails });
export const useWallet = () => useQuery({ queryKey: WALLET_KEY, queryFn: withdrawalApi.wallet });

/** The newest `limit` withdrawals, all or of one status. */
export const useWithdrawals = (limit: number, status?: WithdrawalStatus) =>
  useQuery({
    queryKey: [...LISTS_KEY, status ?? 'ALL', limit],
    queryFn: () => withdrawalApi.withdrawals(limit, status),
    placeholderData: (previous) => previous,
  });

/** GET /withdraw/get: one withdrawal, re-read when its detail opens (its status may have moved on). */
export const useWithdrawal = (id: string) => useQuery({ queryKey: ['withdrawal', 'one', id], queryFn: () => withdrawalApi.withdrawal(id) });

/** Adds or updates the bank details; the answer is stored as the saved state. */
export function useSaveBankDetails(exists: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BankDetailsInput) => (exists ? withdrawalApi.updateBankDetails(input) : withdrawalApi.addBankDetails(input)),
    onSuccess: (answer) => queryClient.setQueryData(BANK_DETAILS_KEY, answer.data),
  });
}

/** Asks for a withdrawal; the wallet and the lists are read again. */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWithdrawalInput) => withdrawalApi.create(input),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: WALLET_KEY }), queryClient.invalidateQueries({ queryKey: LISTS_KEY })]);
    },
  });
}
