import type { charge } from '@helpwire/proto';
import { AppError, requireRole, type CallContext } from '@helpwire/service-kit';
import { z } from 'zod';
import { helperTransactions, userTransactions, type CallTotals, type TransactionRow } from '../store/transaction-queries';
import type { ChargeDeps } from './deps';

const EXPORT_LIMIT = 1000;

/**
 * The console's People page (ADMIN only, decision 0076): an account's spending as a user and earnings
 * as a helper, net of refunds, from the same lines its own transaction history reads; with its
 * transactions (newest first, up to 1000) for its data export.
 */
export async function getAccountMoney(
  deps: Pick<ChargeDeps, 'db'>,
  request: charge.GetAccountMoneyRequest,
  ctx: CallContext,
): Promise<{ spent: CallTotals; earned: CallTotals; userRows: TransactionRow[]; helperRows: TransactionRow[] }> {
  requireRole(ctx, 'ADMIN');
  if (!z.uuid().safeParse(request.accountId).success) throw AppError.invalid('account must be an account id', 'VALIDATION_FAILED');
  // The totals are over every line whatever the page; one line is enough to carry them.
  const window = { limit: request.withTransactions ? EXPORT_LIMIT : 1, offset: 0 };
  const [asUser, asHelper] = await Promise.all([userTransactions(deps.db, request.accountId, window), helperTransactions(deps.db, request.accountId, window)]);
  return {
    spent: asUser.callTotals,
    earned: asHelper.callTotals,
    userRows: request.withTransactions ? asUser.rows : [],
    helperRows: request.withTransactions ? asHelper.rows : [],
  };
}
