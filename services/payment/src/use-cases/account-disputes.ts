import { disputeNames, type dispute } from '@helpwire/proto';
import { AppError, requireRole, type CallContext } from '@helpwire/service-kit';
import { z } from 'zod';
import { toDisputeMessage } from '../grpc/dispute-messages';
import { accountDisputes } from '../store/dispute-queries';
import type { PaymentDeps } from './deps';

/** The console's People page (ADMIN only, decision 0076): the disputes of an account's calls, on either side, newest first. */
export async function listAccountDisputes(
  deps: Pick<PaymentDeps, 'db'>,
  request: dispute.ListAccountDisputesRequest,
  ctx: CallContext,
): Promise<dispute.ListAccountDisputesResponse> {
  requireRole(ctx, 'ADMIN');
  if (!z.uuid().safeParse(request.accountId).success) throw AppError.invalid('account must be an account id', 'VALIDATION_FAILED');
  const { rows, total } = await accountDisputes(deps.db, request.accountId, 100);
  return {
    disputes: rows.map((row) => ({
      dispute: toDisputeMessage(row),
      accountSide: disputeNames.disputeSideNames.toProto(row.userId === request.accountId ? 'USER' : 'HELPER'),
    })),
    total,
  };
}
