import { RING_POLICY } from '@helpwire/contracts';
import { Button, Modal } from '@helpwire/ui';
import { type OutgoingCall } from '@helpwire/calls';
import { Phone, PhoneOff } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';

type Ringing = Extract<OutgoingCall, { phase: 'requesting' | 'ringing' }>;

/**
 * The "calling helper" view (spec §2 modal views): the rings in progress (how many helpers ring now,
 * the round, how many could not take it) and one big Cancel. Closing the dialog cancels the call.
 */
export function CallingDialog({ call, categoryName, onCancel }: { call: Ringing; categoryName: string; onCancel: () => void }) {
  const { t } = useTranslation(USER_NAMESPACE);
  const status =
    call.phase === 'requesting'
      ? t('calls.calling.starting')
      : call.ringing > 0
        ? t(call.ringing === 1 ? 'calls.calling.ringingOne' : 'calls.calling.ringing', { count: call.ringing })
        : t('calls.calling.searching');
  return (
    <Modal title={t('calls.calling.title')} onClose={onCancel}>
      <div className="hw-calls-dialog hw-calls-ringing" data-phase={call.phase}>
        <div className="hw-calls-pulse" aria-hidden>
          <span className="hw-calls-pulse__ring" />
          <span className="hw-calls-pulse__ring hw-calls-pulse__ring--late" />
          <span className="hw-calls-pulse__icon">
            <Phone size={34} />
          </span>
        </div>
        <p className="hw-calls-category">{categoryName}</p>
        <p className="hw-calls-status" role="status" aria-live="polite">
          {status}
        </p>
        {call.phase === 'ringing' && (
          <p className="hw-calls-meta">
            <span>{t('calls.calling.wave', { wave: Math.min(call.wave, RING_POLICY.maxWaves), max: RING_POLICY.maxWaves })}</span>
            {call.declined > 0 && <span>{t(call.declined === 1 ? 'calls.calling.declinedOne' : 'calls.calling.declined', { count: call.declined })}</span>}
          </p>
        )}
        <Button variant="cta" className="hw-calls-cancel" onClick={onCancel}>
          <PhoneOff aria-hidden size={22} />
          {t('calls.calling.cancel')}
        </Button>
      </div>
    </Modal>
  );
}
