import { Button, Modal } from '@helpwire/ui';
import { type MissedNotice } from '@helpwire/calls';
import { PhoneMissed } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';
import './incoming-call.css';

/** How long the notice shows before a waiting call takes its place (that call's ring is running). */
export const NEXT_CALL_AFTER_MS = 3000;

const REASON_KEYS = {
  TIMED_OUT: 'call.missedTimedOut',
  CALL_CANCELLED: 'call.missedCancelled',
  ANSWERED_ELSEWHERE: 'call.missedAnsweredElsewhere',
  NOT_ACCEPTED: 'call.notAccepted',
} as const;

/**
 * The missed-call modal (spec §2, MISSED_CALL_MODAL): which call, and why it stopped ringing. When a
 * call waits behind it, that call shows after a moment (or at once with "Show next call").
 */
export function MissedCallModal({ notice, waiting, onDismiss }: { notice: MissedNotice; waiting: number; onDismiss: () => void }) {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const name = notice.call?.callerFirstName || t('call.someone');

  useEffect(() => {
    if (waiting === 0) return;
    const timer = window.setTimeout(onDismiss, NEXT_CALL_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, onDismiss]);

  return (
    <Modal title={t('call.missedTitle')} onClose={onDismiss}>
      <div className="hw-missed">
        <span className="hw-missed__icon" aria-hidden>
          <PhoneMissed size={28} />
        </span>
        <p className="hw-missed__text">{t(REASON_KEYS[notice.reason], { name })}</p>
        {waiting > 0 && <p className="hw-missed__next">{t('call.nextWaiting')}</p>}
        <Button className="hw-missed__ok" onClick={onDismiss}>
          {waiting > 0 ? t('call.showNext') : t('call.ok')}
        </Button>
      </div>
    </Modal>
  );
}
