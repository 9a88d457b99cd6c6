import { pageQuery } from '@helpwire/contracts';
import { charge, paymentNames } from '@helpwire/proto';
import { pageMeta, pageWindow, requireRole, validateInput, type CallContext, type PageMeta } from '@helpwire/service-kit';
import { z } from 'zod';
import { rangeBounds, type DateRange } from '../domain/charges/date-range';
import { helperTransactions, userTransactions, type CallTotals, type TransactionRow } from '../store/transaction-queries';
import type { ChargeDeps } from './deps';

const RANGES: Record<number, DateRange | undefined> = {
  [charge.TransactionRange.TRANSACTION_RANGE_THIS_WEEK]: 'THIS_WEEK',
  [charge.TransactionRange.TRANSACTION_RANGE_LAST_WEEK]: 'LAST_WEEK',
  [charge.TransactionRange.TRANSACTION_RANGE_THIS_MONTH]: 'THIS_MONTH',
  [charge.TransactionRange.TRANSACTION_RANGE_LAST_MONTH]: 'LAST_MONTH',
  [charge.TransactionRange.TRANSACTION_RANGE_THIS_YEAR]: 'THIS_YEAR',
  [charge.TransactionRange.TRANSACTION_RANGE_LAST_YEAR]: 'LAST_YEAR',
};

const input = pageQuery.extend({
  range: z.number().int(),
  status: z.number().int(),
});

/**
 * GET /transaction/all (spec §2, §7): the caller's own transactions, newest first, filtered by
 * status and date range, paged, with the calls' totals over every page (a home's "this month"). A
 * user sees their call charges and tab charges; a helper their earnings per call. Nobody reads
 * another account's.
 */
export async function listTransactions(
  deps: ChargeDeps,
  request: charge.ListTransactionsRequest,
  ctx: CallContext,
): Promise<PageMeta & { rows: TransactionRow[]; callTotals: CallTotals }> {
  const { userId, role } = requireRole(ctx, 'USER', 'HELPER');
  const valid = validateInput(input, request);
  const range = RANGES[valid.range];
  const window = pageWindow(valid);
  const filter = { ...(range ? rangeBounds(range, deps.now()) : {}), status: paymentNames.transactionStatusNames.fromProto(valid.status), ...window };
  const { rows, total, callTotals } = role === 'HELPER' ? await helperTransactions(deps.db, userId, filter) : await userTransactions(deps.db, userId, filter);
  return { rows, callTotals, ...pageMeta(window, total) };
}
