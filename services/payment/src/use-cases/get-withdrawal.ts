import { WithdrawalTexts } from '@helpwire/contracts';
import type { withdrawal } from '@helpwire/proto';
import { AppError, requireRole, type CallContext } from '@helpwire/service-kit';
import { toWithdrawalMessage } from '../grpc/withdrawal-messages';
import { findWithdrawal } from '../store/withdrawal-store';
import type { WithdrawalRow } from '../store/withdrawal-schema';
import type { WithdrawalDeps } from './deps';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const withdrawalNotFound = () => AppError.notFound(WithdrawalTexts.withdrawRequestNotFound, 'PAYMENT_WITHDRAWAL_NOT_FOUND');

/** A withdrawal by id: an unknown id and a malformed one are both "Withdraw Request Not found.". */
export async function existingWithdrawal(deps: WithdrawalDeps, id: string): Promise<WithdrawalRow> {
  const row = UUID.test(id) ? await findWithdrawal(deps.db, id) : undefined;
  if (!row) throw withdrawalNotFound();
  return row;
}

/** GET /withdraw/get: one of the helper's own withdrawals; anyone else's is as unknown as a missing one. */
export async function getWithdrawal(
  deps: WithdrawalDeps,
  request: withdrawal.GetWithdrawalRequest,
  ctx: CallContext,
): Promise<withdrawal.GetWithdrawalResponse> {
  const { userId } = requireRole(ctx, 'HELPER');
  const row = await existingWithdrawal(deps, request.id);
  if (row.helperId !== userId) throw withdrawalNotFound();
  return { withdrawal: toWithdrawalMessage(row) };
}
