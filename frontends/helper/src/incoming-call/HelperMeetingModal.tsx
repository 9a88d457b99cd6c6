import { useCurrentUser } from '@helpwire/account-forms';
import type { RoomDetails } from '@helpwire/contracts';
import { Button, Modal } from '@helpwire/ui';
import { MeetingScreen, type AcceptedRoom } from '@helpwire/ui/call';
import { Video } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';
import { useCategoryName } from './use-category-name';
import './incoming-call.css';

/**
 * The helper meeting view (spec §2, HELPER_MEETING_MODAL) after an accept or a rejoin: who the
 * helper is being connected to, the call's reference, and the way into the meeting (the hardware
 * setup, then the call). Closing the meeting comes back here, so it can be opened again.
 */
export function HelperMeetingModal({ room, userLeft, onClose }: { room: AcceptedRoom; userLeft: boolean; onClose: () => void }) {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const me = useCurrentUser();
  const [meeting, setMeeting] = useState(false);
  const category = useCategoryName(room.call?.categoryId ?? '');
  const reference = room.call?.callId ?? (typeof room.roomDetails?.callId === 'string' ? room.roomDetails.callId : null) ?? (typeof room.roomDetails?.roomId === 'string' ? room.roomDetails.roomId : null);
  if (meeting && reference) {
    const details = { roomId: reference, callId: reference, ...(room.roomDetails ?? {}) } as RoomDetails;
    return <MeetingScreen side="HELPER" room={details} name={me?.firstName ?? ''} otherName={room.call?.callerFirstName || null} category={category || null} onClose={() => setMeeting(false)} />;
  }
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
        {reference && (
          <Button variant="cta" onClick={() => setMeeting(true)}>
            <Video aria-hidden size={20} />
            {t('call.openMeeting')}
          </Button>
        )}
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
