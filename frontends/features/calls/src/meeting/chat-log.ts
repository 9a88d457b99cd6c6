import type { ChatMessage } from '@helpwire/contracts/realtime-events';

/**
 * The chat as this side holds it (decision 0027): messages by id, oldest first, whichever way they
 * came (the history read on (re)join, the `chat-message` event, the send acknowledgement), and the
 * ones the reader has seen. Pure, so the merging and the unread count are tested without a socket.
 */
export interface ChatLog {
  messages: readonly ChatMessage[];
  seen: ReadonlySet<string>;
}

export const EMPTY_CHAT: ChatLog = { messages: [], seen: new Set() };

/** Adds messages not held yet (a message heard twice, by event and acknowledgement, is kept once), in the order they were sent. */
export function withMessages(log: ChatLog, incoming: readonly ChatMessage[], seen = false): ChatLog {
  const known = new Set(log.messages.map((m) => m.id));
  const added = incoming.filter((m) => !known.has(m.id) && (known.add(m.id), true));
  if (added.length === 0 && !seen) return log;
  const messages = [...log.messages, ...added].sort((a, b) => a.sentAt.localeCompare(b.sentAt));
  return { messages, seen: seen ? new Set([...log.seen, ...incoming.map((m) => m.id)]) : log.seen };
}

/** Every message held is seen (the panel is open). */
export function allSeen(log: ChatLog): ChatLog {
  return log.messages.every((m) => log.seen.has(m.id)) ? log : { ...log, seen: new Set(log.messages.map((m) => m.id)) };
}

/** The other side's messages not seen yet (the chat button's count). */
export function unreadCount(log: ChatLog, side: ChatMessage['from']): number {
  return log.messages.filter((m) => m.from !== side && !log.seen.has(m.id)).length;
}
