import { useCurrentUser } from '@helpwire/account';
import type { RoomDetails } from '@helpwire/contracts';
import { AcceptedCallScreen, acceptedCallId, type AcceptedRoom } from '@helpwire/calls';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';
import { useCategoryName } from './use-category-name';
import './incoming-call.css';

/**
 * The helper meeting view (spec §2, HELPER_MEETING_MODAL): after an accept straight to the device
 * check with one Join; after a reload (rejoin-meeting) or leaving the call view, the rejoin offer.
 * It goes when the call ends (the after-call window takes its place).
 */
export function HelperMeetingModal({ room, userLeft, onClose }: { room: AcceptedRoom; userLeft: boolean; onClose: () => void }) {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const me = useCurrentUser();
  const category = useCategoryName(room.call?.categoryId ?? '');
  const reference = acceptedCallId(room);
  if (!reference) return null;
  const details = { roomId: reference, callId: reference, ...(room.roomDetails ?? {}) } as RoomDetails & { callId: string };
  return (
    <AcceptedCallScreen
      key={reference}
      side="HELPER"
      room={details}
      rejoin={room.rejoin ?? false}
      name={me?.firstName ?? ''}
      otherName={room.call?.callerFirstName || null}
      category={category || null}
      notice={
        userLeft && (
          <p className="hw-meeting__left" role="status">
            {t('call.userLeft')}
          </p>
        )
      }
      onClose={onClose}
    />
  );
}
