import { CHAT_HISTORY_LIMIT, ChatTexts, chatTextProblem, ServerEvents, type ChatMessage } from '@helpwire/contracts';
import { realtimeEvents, type call as proto } from '@helpwire/proto';
import { AppError, type CallContext, type Transaction } from '@helpwire/service-kit';
import { chatMessagesOf, insertChatMessage } from '../store/chat-store';
import { findCall } from '../store/call-queries';
import type { CallMessageRow, CallRow } from '../store/schema';
import { callNotFound } from './call-access';
import type { CallDeps } from './deps';
import { requireLive, sideInCall } from './meeting-access';
import { deliverChatMessage } from '../events/call-events';

const { AUDIENCE_USER, AUDIENCE_HELPER } = realtimeEvents.Audience;

/** A kept message as both sides see it. */
export function chatMessageOf(row: CallMessageRow): ChatMessage {
  return { id: row.id, callId: row.callId, from: row.party, text: row.body, sentAt: row.sentAt.toISOString() };
}

/** Trimmed and checked (not empty, at most CHAT_MESSAGE_MAX_CHARS), or the refusal with its code. */
function checkedText(text: string): string {
  const problem = chatTextProblem(text);
  if (problem === 'CALL_CHAT_EMPTY') throw new AppError('INVALID_ARGUMENT', ChatTexts.empty, 'CALL_CHAT_EMPTY');
  if (problem === 'CALL_CHAT_TOO_LONG') throw new AppError('INVALID_ARGUMENT', ChatTexts.tooLong, 'CALL_CHAT_TOO_LONG');
  return text.trim();
}

/**
 * SendChatMessage (decision 0027): one of the call's two sides writes while the call is live. The
 * message is kept and, in the same transaction, `chat-message` goes to both sides' sessions of
 * their role through the outbox (the writer's other tabs see it too); nothing is announced for a
 * message that was not kept.
 */
export async function sendChatMessage(deps: CallDeps, request: proto.SendChatMessageRequest, ctx: CallContext): Promise<ChatMessage> {
  const found = request.callId ? await findCall(deps.db, request.callId) : undefined;
  if (!found) throw callNotFound();
  const party = sideInCall(found.call, ctx);
  requireLive(found.call);
  const body = checkedText(request.text);
  return deps.db.transaction(async (tx) => {
    const message = chatMessageOf(await insertChatMessage(tx, { callId: found.call.id, party, body, sentAt: deps.clock.now() }));
    await deliverToBoth(tx, found.call, { callId: found.call.id, message });
    return message;
  });
}

async function deliverToBoth(tx: Transaction, call: CallRow, payload: { callId: string; message: ChatMessage }): Promise<void> {
  const payloadJson = JSON.stringify(payload);
  for (const [accountId, audience] of [
    [call.userId, AUDIENCE_USER],
    [call.helperId!, AUDIENCE_HELPER],
  ] as const) {
    await deliverChatMessage(tx, { accountIds: [accountId], audience, eventName: ServerEvents.chatMessage, payloadJson });
  }
}

/** ListChatMessages: the call's chat so far (the latest CHAT_HISTORY_LIMIT, oldest first), for its two sides once accepted, over or not. */
export async function listChatMessages(deps: CallDeps, request: proto.ListChatMessagesRequest, ctx: CallContext): Promise<ChatMessage[]> {
  const found = request.callId ? await findCall(deps.db, request.callId) : undefined;
  if (!found) throw callNotFound();
  sideInCall(found.call, ctx);
  if (found.call.state !== 'ENDED') requireLive(found.call);
  return (await chatMessagesOf(deps.db, found.call.id, CHAT_HISTORY_LIMIT)).map(chatMessageOf);
}
