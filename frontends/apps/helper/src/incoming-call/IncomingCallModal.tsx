import type { IncomingCall } from '@helpwire/calls';
import { Phone, PhoneIncoming, PhoneOff } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';
import { distanceText } from './distance-text';
import { ringToneAudible, startRingTone } from './ring-tone';
import { useCategoryName } from './use-category-name';
import { useNow } from './use-now';
import './incoming-call.css';

const RING_SECONDS = 15;

export interface IncomingCallModalProps {
  call: IncomingCall;
  /** How many calls wait behind this one. */
  waiting: number;
  accepting: boolean;
  /** Why the last accept failed (shown in the dialog, which stays open). */
  error: string | null;
  onAccept: () => void;
  onDecline: () => void;
}

/** Keeps Tab inside the dialog. */
function trapTab(event: React.KeyboardEvent<HTMLDivElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = event.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled])');
  if (focusable.length === 0) return;
  const first = focusable[0]!;
  const last = focusable[focusable.length - 1]!;
  if (event.shiftKey && (document.activeElement === first || document.activeElement === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The incoming-call modal (spec §2, INCOMMING_CALL_MODAL): who calls, in which category, how far,
 * the seconds left to answer, and Accept / Decline, large. It rings while shown. No close button and
 * no Escape: a call ends by an answer or by its ring ending, never by a stray key.
 */
export function IncomingCallModal({ call, waiting, accepting, error, onAccept, onDecline }: IncomingCallModalProps) {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const titleId = useId();
  const nameId = useId();
  const factsId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const category = useCategoryName(call.categoryId);
  const now = useNow();
  const seconds = Math.max(0, Math.ceil((call.endsAt - now) / 1000));
  const [audible, setAudible] = useState(false);
  const name = call.callerFirstName || t('call.someone');

  // Rings from the moment the call shows until it goes (accept, decline, missed, the next call).
  useEffect(() => startRingTone(call.endsAt - Date.now()), [call]);
  useEffect(() => setAudible(ringToneAudible()), [now]);

  // Focus moves in the commit that shows the call (a layout effect), before anything is painted.
  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    return () => previous?.focus?.();
  }, [call]);

  return createPortal(
    <div className="hw-modal-backdrop hw-incoming-backdrop">
      <div
        ref={dialog}
        className="hw-modal hw-incoming"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${titleId} ${nameId}`}
        aria-describedby={factsId}
        tabIndex={-1}
        onKeyDown={trapTab}
        data-ring={audible ? 'playing' : 'muted'}
        data-call-id={call.callId ?? undefined}
      >
        <div className="hw-incoming__badge" aria-hidden>
          <PhoneIncoming size={30} />
        </div>
        <h2 id={titleId} className="hw-incoming__title">
          {t('call.incomingTitle')}
        </h2>
        <p id={nameId} className="hw-incoming__name">
          {name}
        </p>
        <dl id={factsId} className="hw-incoming__facts">
          <div>
            <dt>{t('call.category')}</dt>
            <dd>{category}</dd>
          </div>
          {call.distanceKm !== null && (
            <div>
              <dt>{t('call.distance')}</dt>
              <dd>{distanceText(t, call.distanceKm)}</dd>
            </div>
          )}
        </dl>
        <div className="hw-incoming__countdown">
          <span className="hw-incoming__countdown-label">{t('call.timeLeft')}</span>
          <span className="hw-incoming__seconds" role="timer" aria-live="off" data-testid="ring-seconds">
            {t('call.secondsShort', { count: seconds })}
          </span>
          <span className="hw-incoming__bar" aria-hidden>
            <span style={{ transform: `scaleX(${Math.min(1, Math.max(0, (call.endsAt - now) / (RING_SECONDS * 1000)))})` }} />
          </span>
        </div>
        {error && (
          <p className="hw-incoming__error" role="alert">
            {error}
          </p>
        )}
        <div className="hw-incoming__actions">
          <button type="button" className="hw-incoming__answer hw-incoming__answer--decline" onClick={onDecline} disabled={accepting}>
            <PhoneOff aria-hidden size={24} />
            {t('call.decline')}
          </button>
          <button
            type="button"
            className="hw-incoming__answer hw-incoming__answer--accept"
            onClick={onAccept}
            disabled={accepting}
            aria-busy={accepting || undefined}
          >
            <Phone aria-hidden size={24} />
            {accepting ? t('call.accepting') : t('call.accept')}
          </button>
        </div>
        {waiting > 0 && <p className="hw-incoming__waiting">{t('call.moreWaiting', { count: waiting })}</p>}
        {!audible && <p className="hw-incoming__muted">{t('call.ringMuted')}</p>}
      </div>
    </div>,
    document.body,
  );
}
