/**
 * In-call chat (issue 12, decision 0027): messages between an accepted call's two parties, sent
 * and received over the realtime channel and kept with the call (a rejoin shows the earlier ones).
 * Without zod (the web kit imports it through realtime-events.ts); the schemas are in realtime.ts.
 */
import type { CallParty } from './call-meeting';

/** The most characters one message may carry (after trimming). */
export const CHAT_MESSAGE_MAX_CHARS = 1000;
/** The most messages a call's history answers (the latest, oldest first). */
export const CHAT_HISTORY_LIMIT = 500;

export const ChatTexts = {
  empty: 'Write a message first',
  tooLong: `A message can be at most ${CHAT_MESSAGE_MAX_CHARS} characters`,
} as const;

/** Why a text cannot be sent (trimmed: not empty, at most CHAT_MESSAGE_MAX_CHARS characters), or null when it can. */
export function chatTextProblem(text: string): 'CALL_CHAT_EMPTY' | 'CALL_CHAT_TOO_LONG' | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'CALL_CHAT_EMPTY';
  return [...trimmed].length > CHAT_MESSAGE_MAX_CHARS ? 'CALL_CHAT_TOO_LONG' : null;
}

/** One message as both sides see it. */
export interface ChatMessage {
  id: string;
  callId: string;
  from: CallParty;
  text: string;
  /** ISO time the call service stored it. */
  sentAt: string;
}
