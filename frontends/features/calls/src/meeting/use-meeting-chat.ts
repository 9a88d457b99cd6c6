import { chatTextProblem } from '@helpwire/contracts/realtime-events';
import { useEffect, useState } from 'react';
import { useRealtime, useRealtimeEvent, useRealtimeStatus } from '@helpwire/web-core';
import { allSeen, EMPTY_CHAT, unreadCount, withMessages, type ChatLog } from './chat-log';
import type { MeetingSide } from './negotiation';

export interface MeetingChat {
  log: ChatLog;
  /** The other side's messages not seen (the panel closed when they came). */
  unread: number;
  /** Sends a message: null once kept, else the refusal's reason code (CALL_CHAT_TOO_LONG, UNAVAILABLE, ...). */
  send(text: string): Promise<string | null>;
}

/**
 * The in-call chat (decision 0027): the call's messages read when the call view opens and again
 * after the channel reconnects (a rejoin shows the earlier ones), `chat-message` as they come, and
 * `send-chat-message`. While the panel is open everything is seen.
 */
export function useMeetingChat(side: MeetingSide, callId: string, open: boolean): MeetingChat {
  const client = useRealtime();
  const status = useRealtimeStatus();
  const [log, setLog] = useState<ChatLog>(EMPTY_CHAT);

  useEffect(() => {
    if (status !== 'connected') return;
    let current = true;
    void client.emit('get-chat-messages', { callId }).then((ack) => {
      if (current && ack.ok) setLog((held) => withMessages(held, ack.messages, held.messages.length === 0));
    });
    return () => {
      current = false;
    };
  }, [client, callId, status]);
  useRealtimeEvent('chat-message', (event) => event.callId === callId && setLog((held) => withMessages(held, [event.message])));
  useEffect(() => {
    if (open) setLog(allSeen);
  }, [open, log]);

  const send = async (text: string): Promise<string | null> => {
    const problem = chatTextProblem(text);
    if (problem) return problem;
    const ack = await client.emit('send-chat-message', { callId, text });
    if (!ack.ok) return ack.code;
    setLog((held) => withMessages(held, [ack.message], true));
    return null;
  };
  return { log, unread: open ? 0 : unreadCount(log, side), send };
}
