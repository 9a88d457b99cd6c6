import { disputeNames, type dispute } from '@helpwire/proto';
import type { CallContext } from '@helpwire/service-kit';
import { z } from 'zod';
import { toDisputeMessage } from '../grpc/dispute-messages';
import { findReadableDispute, listReadableDisputes, type DisputeReader } from '../store/dispute-queries';
import { disputeNotFound, readerSide } from './dispute-access';
import type { PaymentDeps } from './deps';

const DEFAULT_LIMIT = 10;

function readerOf(side: dispute.DisputeSide, status: dispute.DisputeStatus, ctx: CallContext): DisputeReader {
  const name = readerSide(side, ctx);
  if (name === 'ADMIN') return { side: 'ADMIN', status: disputeNames.disputeStatusNames.fromProto(status) };
  return { side: name, accountId: ctx.identity.userId! };
}

/** The caller's disputes as its side (a user: about their calls; a helper: about theirs; an admin: all), newest first. */
export async function listDisputes(
  deps: Pick<PaymentDeps, 'db'>,
  request: dispute.ListDisputesRequest,
  ctx: CallContext,
): Promise<dispute.ListDisputesResponse> {
  const reader = readerOf(request.side, request.status, ctx);
  const page = Math.max(1, request.page ?? 1);
  const limit = Math.min(100, Math.max(1, request.limit ?? DEFAULT_LIMIT));
  const { rows, total } = await listReadableDisputes(deps.db, reader, page, limit);
  return { disputes: rows.map(toDisputeMessage), currentPage: page, lastPage: Math.max(1, Math.ceil(total / limit)), total };
}

/** One dispute the caller may read as its side; NOT_FOUND "Dispute not found" for any other (also another party's). */
export async function getDispute(deps: Pick<PaymentDeps, 'db'>, request: dispute.GetDisputeRequest, ctx: CallContext): Promise<dispute.GetDisputeResponse> {
  const reader = readerOf(request.side, 0, ctx);
  if (!z.uuid().safeParse(request.id).success) throw disputeNotFound();
  const row = await findReadableDispute(deps.db, request.id, reader);
  if (!row) throw disputeNotFound();
  return { dispute: toDisputeMessage(row) };
}
