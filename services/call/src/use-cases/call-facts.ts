import { CHAT_HISTORY_LIMIT, RECORDING_LINK_SECONDS } from '@helpwire/contracts';
import type { afterCall } from '@helpwire/proto';
import { actorOf, AppError, requireRole, type CallContext } from '@helpwire/service-kit';
import { randomBytes } from 'node:crypto';
import { emitAdminAction } from '../events/admin-action-events';
import { toChatMessage } from '../grpc/call-messages';
import { toNoteMessage, toReviewMessage, toSummaryMessage } from '../grpc/after-call-messages';
import { toRecordingMessage } from '../grpc/recording-messages';
import { afterCallRowsOf, notesOf, summaryOf } from '../store/after-call-store';
import { keptRecordingOfCall } from '../store/call-facts-store';
import { findCall } from '../store/call-queries';
import { chatMessagesOf } from '../store/chat-store';
import { insertRecordingLink } from '../store/recording-store';
import { chatMessageOf } from './call-chat';
import { callNotFound } from './call-access';
import type { CallDeps } from './deps';
import { linkTokenHash } from './get-recording-link';

const REASON_MAX = 200;

/**
 * Admins only (issue 24, item 3): one call's facts for a decision about it (a dispute): its parties,
 * times, the chat, the helper's notes and summary, both reviews, and its recording while a party
 * keeps it, with a playback link of the admin's own for a READY one (RECORDING_LINK_SECONDS, like a
 * party's). Reading a call's chat and recording is sensitive: the read is written to the audit log
 * (`call.read`, with the reason the console gives: the dispute), in the transaction that makes the link.
 */
export async function getCallFacts(deps: CallDeps, request: afterCall.GetCallFactsRequest, ctx: CallContext): Promise<afterCall.GetCallFactsResponse> {
  const { userId: adminId } = requireRole(ctx, 'ADMIN');
  const reason = request.reason.trim();
  if (!reason || reason.length > REASON_MAX) throw AppError.invalid('Say why the call is read (the dispute it is for)', 'VALIDATION_FAILED');
  const found = request.callId ? await findCall(deps.db, request.callId) : undefined;
  const call = found?.call;
  const helperId = call?.helperId;
  const acceptedAt = call?.acceptedAt;
  // Only an accepted call has two parties and facts to read.
  if (!call || !helperId || !acceptedAt) throw callNotFound();
  const [chat, notes, summary, rows, recording] = await Promise.all([
    chatMessagesOf(deps.db, call.id, CHAT_HISTORY_LIMIT),
    notesOf(deps.db, call.id),
    summaryOf(deps.db, call.id),
    afterCallRowsOf(deps.db, [call.id]),
    keptRecordingOfCall(deps.db, call.id),
  ]);
  const playable = recording?.state === 'READY' && recording.storageKey ? recording : undefined;
  const token = playable ? randomBytes(32).toString('base64url') : undefined;
  await deps.db.transaction(async (tx) => {
    if (playable && token)
      await insertRecordingLink(tx, {
        tokenHash: linkTokenHash(token),
        recordingId: playable.id,
        accountId: adminId,
        expiresAt: new Date(deps.clock.now().getTime() + RECORDING_LINK_SECONDS * 1000),
      });
    await emitAdminAction(tx, actorOf(ctx), {
      action: 'call.read',
      objectId: call.id,
      after: { chatMessages: chat.length, notes: notes.length, recording: Boolean(playable) },
      reason,
    });
  });
  ctx.logger.info({ callId: call.id }, 'call facts read by an admin');
  const review = (side: 'USER' | 'HELPER') => rows.reviews.find((r) => r.callId === call.id && r.side === side);
  const userReview = review('USER');
  const helperReview = review('HELPER');
  return {
    callId: call.id,
    userId: call.userId,
    helperId,
    categoryId: call.categoryId,
    acceptedAt,
    endedAt: call.endedAt ?? undefined,
    billableSeconds: call.billableSeconds ?? 0,
    chat: chat.map((row) => toChatMessage(chatMessageOf(row))),
    notes: notes.map(toNoteMessage),
    summary: summary ? toSummaryMessage(summary) : undefined,
    userReview: userReview ? toReviewMessage(userReview) : undefined,
    helperReview: helperReview ? toReviewMessage(helperReview) : undefined,
    recording: recording ? toRecordingMessage(recording) : undefined,
    recordingToken: token,
  };
}
