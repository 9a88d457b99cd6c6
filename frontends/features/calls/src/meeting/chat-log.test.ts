import type { ChatMessage } from '@helpwire/contracts/realtime-events';
import { allSeen, EMPTY_CHAT, unreadCount, withMessages } from './chat-log';

const message = (id: string, from: ChatMessage['from'], second: number): ChatMessage => ({
  id,
  callId: 'HW-1',
  from,
  text: id,
  sentAt: `2026-11-24T10:00:${String(second).padStart(2, '0')}.000Z`,
});

describe('the chat as one side holds it', () => {
  it('keeps each message once, in the order sent, whichever way it came', () => {
    const a = message('a', 'USER', 1);
    const b = message('b', 'HELPER', 2);
    const c = message('c', 'USER', 3);
    let log = withMessages(EMPTY_CHAT, [c]);
    log = withMessages(log, [a, b]);
    log = withMessages(log, [c, b]);
    expect(log.messages.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it("counts the other side's unseen messages only; the history read on a rejoin and an open panel count as seen", () => {
    const history = [message('a', 'HELPER', 1), message('b', 'USER', 2)];
    let log = withMessages(EMPTY_CHAT, history, true);
    expect(unreadCount(log, 'USER')).toBe(0);
    log = withMessages(log, [message('c', 'HELPER', 3), message('d', 'USER', 4), message('e', 'HELPER', 5)]);
    expect(unreadCount(log, 'USER')).toBe(2);
    expect(unreadCount(log, 'HELPER')).toBe(1);
    log = allSeen(log);
    expect(unreadCount(log, 'USER')).toBe(0);
    expect(allSeen(log)).toBe(log);
  });
});
