import { createDisputeBody, DISPUTE_REQUESTS, DisputeTexts } from '@helpwire/contracts';
import { disputeNames, type dispute } from '@helpwire/proto';
import { AppError, validateInput, type CallContext } from '@helpwire/service-kit';
import { toDisputeMessage } from '../grpc/dispute-messages';
import { noticeEvents } from '../events/notice-events';
import { findChargedCall, insertDispute } from '../store/dispute-queries';
import { fileRow, partySide } from './dispute-access';
import type { PaymentDeps } from './deps';

/**
 * A party opens a dispute about one of its calls. Who the parties are is read from the call's
 * `call_charges` row, in this service: a dispute is about money paid for a call, so only a CHARGED
 * call can be disputed, its user or its helper (by the session's role) may do it, and no other
 * service needs to answer first. One open dispute per call (the partial unique index decides
 * races); while it is open the call's earnings stay pending.
 */
export async function createDispute(
  deps: Pick<PaymentDeps, 'db'>,
  request: dispute.CreateDisputeRequest,
  ctx: CallContext,
): Promise<dispute.CreateDisputeResponse> {
  const { side, accountId } = partySide(ctx);
  const input = validateInput(createDisputeBody, {
    callId: request.callId,
    reason: request.reason,
    description: request.description,
    resolution: disputeNames.disputeResolutionNames.fromProto(request.resolution),
  });
  // A user asks for a refund; warnings, bans and compensation are decided by an admin.
  if (!DISPUTE_REQUESTS[side].includes(input.resolution)) throw AppError.invalid(DisputeTexts.resolutionNotRequestable, 'DISPUTE_RESOLUTION_NOT_REQUESTABLE');
  const call = await findChargedCall(deps.db, input.callId);
  if (!call || (side === 'USER' ? call.userId : call.helperId) !== accountId)
    throw AppError.invalid(DisputeTexts.callNotDisputable, 'DISPUTE_CALL_NOT_DISPUTABLE');
  const row = await deps.db.transaction(async (tx) => {
    const opened = await insertDispute(tx, {
      callId: call.callId,
      userId: call.userId,
      helperId: call.helperId!,
      callPriceMinor: call.priceMinor!,
      openedBy: side,
      reason: input.reason,
      description: input.description,
      resolution: input.resolution,
      attachment: fileRow(request.attachment),
    });
    if (opened) await noticeEvents.disputeOpened(tx, opened);
    return opened;
  });
  if (!row) throw new AppError('ALREADY_EXISTS', DisputeTexts.alreadyOpen, 'DISPUTE_ALREADY_OPEN');
  ctx.logger.info({ disputeId: row.id, callId: row.callId, openedBy: side }, 'dispute opened');
  return { dispute: toDisputeMessage(row) };
}
