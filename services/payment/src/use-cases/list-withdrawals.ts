import { withdrawalNames, type withdrawal } from '@helpwire/proto';
import { pageMeta, pageWindow, requireRole, type CallContext } from '@helpwire/service-kit';
import { toWithdrawalMessage } from '../grpc/withdrawal-messages';
import { openWithdrawals, withdrawalsOf } from '../store/withdrawal-store';
import type { WithdrawalDeps } from './deps';

const DEFAULT_LIMIT = 10;

/** GET /withdraw/helper/get-all: the helper's own withdrawals, newest first; `status` SUCCESS lists the payouts. */
export async function listWithdrawals(
  deps: WithdrawalDeps,
  request: withdrawal.ListWithdrawalsRequest,
  ctx: CallContext,
): Promise<withdrawal.ListWithdrawalsResponse> {
  const { userId } = requireRole(ctx, 'HELPER');
  const window = pageWindow(request.page, DEFAULT_LIMIT);
  const status = request.status === undefined ? undefined : withdrawalNames.withdrawalStatusNames.fromProto(request.status);
  const { rows, total } = await withdrawalsOf(deps.db, userId, status, window);
  return { withdrawals: rows.map(toWithdrawalMessage), meta: pageMeta(window, total) };
}

/** GET /admin/withdrawals: the withdrawals waiting for a decision, oldest first (admins only). */
export async function listOpenWithdrawals(
  deps: WithdrawalDeps,
  request: withdrawal.ListOpenWithdrawalsRequest,
  ctx: CallContext,
): Promise<withdrawal.ListOpenWithdrawalsResponse> {
  requireRole(ctx, 'ADMIN');
  const window = pageWindow(request.page, DEFAULT_LIMIT);
  const { rows, total } = await openWithdrawals(deps.db, window);
  return { withdrawals: rows.map(toWithdrawalMessage), meta: pageMeta(window, total) };
}
