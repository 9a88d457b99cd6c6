import { CHAT_MESSAGE_MAX_CHARS } from '@helpwire/contracts/realtime-events';
import { SendHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { errorText } from '@helpwire/web-core';
import { CALLS_NAMESPACE } from '../call/error-texts';
import { MeetingPanel } from './MeetingPanel';
import type { MeetingSide } from './negotiation';
import type { MeetingChat } from './use-meeting-chat';

/** The characters left are shown once a message gets this close to the limit. */
const COUNT_FROM = CHAT_MESSAGE_MAX_CHARS - 100;

/**
 * The in-call chat (decision 0027): the call's messages (this side's at the end of the line, the
 * other's at the start), a message box (Enter sends, Shift+Enter a new line), and why a message
 * was not sent.
 */
export function ChatPanel({ side, chat, otherName, onClose }: { side: MeetingSide; chat: MeetingChat; otherName: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const count = [...text.trim()].length;

  useEffect(() => box.current?.focus(), []);
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [chat.log.messages.length]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    setSending(true);
    const refused = await chat.send(text);
    setSending(false);
    if (refused) return setError(errorText({ code: refused }, t('meeting.chatFailed'), CALLS_NAMESPACE));
    setError(null);
    setText('');
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  // In the reader's language, with the digits the call's timer uses.
  const time = (iso: string) => new Date(iso).toLocaleTimeString(`${i18n.language}-u-nu-latn`, { hour: '2-digit', minute: '2-digit' });

  return (
    <MeetingPanel name="chat" title={t('meeting.chatTitle')} onClose={onClose}>
      <div className="hw-meeting-chat__list" ref={list} role="log" aria-live="polite" tabIndex={0} aria-label={t('meeting.chatTitle')}>
        <ol className="hw-meeting-chat__messages">
          {chat.log.messages.length === 0 && <li className="hw-meeting-chat__empty">{t('meeting.chatEmpty')}</li>}
          {chat.log.messages.map((message) => {
            const mine = message.from === side;
            return (
              <li key={message.id} className={`hw-meeting-chat__message${mine ? ' hw-meeting-chat__message--mine' : ''}`} data-from={message.from}>
                <span className="hw-meeting-chat__meta">
                  {mine ? t('meeting.chatYou') : otherName ? t('meeting.chatOther', { name: otherName }) : t('meeting.chatOtherSomeone')} ·{' '}
                  <time dateTime={message.sentAt}>{time(message.sentAt)}</time>
                </span>
                <p className="hw-meeting-chat__text" dir="auto">
                  {message.text}
                </p>
              </li>
            );
          })}
        </ol>
      </div>
      <form className="hw-meeting-chat__form" onSubmit={(event) => void submit(event)}>
        {error && (
          <p className="hw-meeting-chat__error" role="alert">
            {error}
          </p>
        )}
        <div className="hw-meeting-chat__row">
          <textarea
            ref={box}
            rows={2}
            value={text}
            dir="auto"
            aria-label={t('meeting.chatMessage')}
            aria-invalid={count > CHAT_MESSAGE_MAX_CHARS || undefined}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKey}
          />
          <button type="submit" className="hw-meeting-chat__send" aria-label={t('meeting.chatSend')} disabled={sending}>
            <SendHorizontal aria-hidden size={20} className="hw-meeting-chat__send-icon" />
          </button>
        </div>
        {count >= COUNT_FROM && (
          <p className={`hw-meeting-chat__count${count > CHAT_MESSAGE_MAX_CHARS ? ' hw-meeting-chat__count--over' : ''}`} aria-live="polite">
            {t('meeting.chatCount', { count, max: CHAT_MESSAGE_MAX_CHARS })}
          </p>
        )}
      </form>
    </MeetingPanel>
  );
}
