import { Button, Modal, type AcceptedRoom } from '@helpwire/ui';
import { Video } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';
import './incoming-call.css';

/**
 * The helper meeting view (spec §2, HELPER_MEETING_MODAL) after an accept or a rejoin: who the
 * helper is being connected to and the call's reference. The media room comes with the next issue;
 * until then this says so plainly instead of showing a video that is not there.
 */
export function HelperMeetingModal({ room, userLeft, onClose }: { room: AcceptedRoom; userLeft: boolean; onClose: () => void }) {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const reference = room.call?.callId ?? (typeof room.roomDetails?.callId === 'string' ? room.roomDetails.callId : null) ?? (typeof room.roomDetails?.roomId === 'string' ? room.roomDetails.roomId : null);
  return (
    <Modal title={t('call.meetingTitle')} onClose={onClose}>
      <div className="hw-meeting">
        <p className="hw-meeting__connecting">
          <Video aria-hidden size={24} />
          {room.call?.callerFirstName ? t('call.connectingTo', { name: room.call.callerFirstName }) : t('call.connecting')}
        </p>
        {reference && (
          <p className="hw-meeting__reference">
            <span>{t('call.reference')}</span>
            <bdi dir="ltr">{reference}</bdi>
          </p>
        )}
        <p className="hw-meeting__pending">{t('call.mediaPending')}</p>
        {userLeft && (
          <p className="hw-meeting__left" role="status">
            {t('call.userLeft')}
          </p>
        )}
        <Button variant="ghost" onClick={onClose}>
          {t('call.close')}
        </Button>
      </div>
    </Modal>
  );
}
