import { PhoneCall } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Button, Modal } from '@helpwire/ui';
import './meeting.css';

/**
 * The way back into a call that is still on (a reload, a rejoin-meeting, or after leaving the call
 * view): its reference and one Rejoin, never the "accepted" texts of its start.
 */
export function RejoinOffer({
  callId,
  otherName,
  notice,
  onRejoin,
  onClose,
}: {
  callId: string;
  otherName: string | null;
  notice?: ReactNode;
  onRejoin: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t('meeting.rejoinTitle')} onClose={onClose}>
      <div className="hw-meeting-rejoin" data-call-id={callId}>
        <PhoneCall aria-hidden size={40} className="hw-meeting-rejoin__icon" />
        <p role="status">{otherName ? t('meeting.rejoinText', { name: otherName }) : t('meeting.rejoinTextSomeone')}</p>
        <p className="hw-meeting-rejoin__reference">
          <span>{t('meeting.reference')}</span>
          <bdi dir="ltr">{callId}</bdi>
        </p>
        {notice}
        <div className="hw-meeting-rejoin__actions">
          <Button variant="ghost" onClick={onClose}>
            {t('meeting.notNow')}
          </Button>
          <Button variant="cta" onClick={onRejoin}>
            <PhoneCall aria-hidden size={20} />
            {t('meeting.rejoin')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
