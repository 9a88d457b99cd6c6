import type { BankDetails, BankDetailsInput, CreateWithdrawalInput, Wallet, Withdrawal, WithdrawalStatus } from '@helpwire/contracts';
import { api, routes, type ApiCallOptions } from '@helpwire/web-core';

/**
 * Every call of the Payment Information and Withdrawals pages, through the typed client of the route
 * catalogue. Errors are not toasted by the client: the pages show them in the reader's language.
 */
const quiet: ApiCallOptions = { toastErrors: false };

export interface Answer<T> {
  data: T;
  message: string;
}

export interface WithdrawalList {
  items: Withdrawal[];
  total: number;
}

export const withdrawalApi = {
  bankDetails: async (): Promise<BankDetails | null> => (await api(routes.accountDetails.get, undefined, quiet)).data,
  addBankDetails: async (input: BankDetailsInput): Promise<Answer<BankDetails>> => api(routes.accountDetails.add, input, quiet),
  updateBankDetails: async (input: BankDetailsInput): Promise<Answer<BankDetails>> => api(routes.accountDetails.update, input, quiet),
  wallet: async (): Promise<Wallet> => (await api(routes.withdraw.helperWallet, undefined, quiet)).data,
  /** The newest `limit` (at most 100), all or of one status (SUCCESS: the payouts). */
  withdrawals: async (limit: number, status?: WithdrawalStatus): Promise<WithdrawalList> => {
    const answer = await api(routes.withdraw.helperGetAll, { page: 1, limit, status }, quiet);
    return { items: answer.data, total: answer.meta?.total ?? answer.data.length };
  },
  withdrawal: async (id: string): Promise<Withdrawal> => (await api(routes.withdraw.get, { id }, quiet)).data,
  create: async (input: CreateWithdrawalInput): Promise<Answer<Withdrawal>> => api(routes.withdraw.helperCreate, input, quiet),
};
