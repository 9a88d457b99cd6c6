import type { RoomDetails } from '@helpwire/contracts';
import { Info } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { checkedDevices, rememberCheckedDevices } from './checked-devices';
import { useTranslation } from '@helpwire/libs/i18n';
import { Button, Modal } from '@helpwire/ui';
import { ModalIds } from '../call/modal-ids';
import { HardwareSetup, type JoinChoice } from './HardwareSetup';
import { InCall } from './InCall';
import { MeetingFrame } from './MeetingFrame';
import { RecordingSetup } from './RecordingSetup';
import { useCallRecording } from './use-call-recording';
import { sendLocalMedia, usePreparedMeeting } from './use-prepared-meeting';
import type { MeetingSide } from './negotiation';
import './meeting.css';
import { useMeetingTexts } from './texts';

export interface MeetingScreenProps {
  side: MeetingSide;
  room: RoomDetails;
  /** This side's name (shown in the setup). */
  name: string;
  /** The other person's first name, when known. */
  otherName: string | null;
  /** About the other person, shown while this side checks its devices (the user sees the helper's rating). */
  otherAbout?: ReactNode;
  /** The call's category name, when known (shown in the call's info panel). */
  category?: string | null;
  /** The screen closed (not now, or left). */
  onClose: () => void;
}

/**
 * The meeting of an accepted call, for both remotes (USER_MEETING_MODAL / HELPER_MEETING_MODAL):
 * the hardware setup (JOIN_MEETING), then the call, peer to peer or through Janus (decision 0029); a
 * room whose media is not known yet says so instead of pretending to connect.
 */
function MeetingScreenView({ side, room, name, otherName, otherAbout, category = null, onClose }: MeetingScreenProps) {
  const { t } = useTranslation();
  const [joined, setJoined] = useState<JoinChoice | null>(null);
  const [leaving, setLeaving] = useState(false);
  const title = otherName ? t('meeting.with', { name: otherName }) : t('meeting.title');
  const recording = useCallRecording(room);
  const callId = room.callId ?? room.roomId;
  // Joined here before (a rejoin, a reload): straight back in with the same devices. A recorded call
  // always shows the setup, so its privacy reminder is seen before each join.
  const remembered = useMemo(() => checkedDevices(callId), [callId]);
  const checked = recording.recording ? null : remembered;
  // The media session is made while the person checks their camera: the join only publishes (decision 0091).
  const prepared = usePreparedMeeting(side, room);
  const join = (choice: JoinChoice) => {
    rememberCheckedDevices(callId, choice.devices);
    // The camera goes out from the click, not once the call view has rendered (it asks again, in vain, when it shows).
    if (prepared) sendLocalMedia(prepared, choice.stream);
    setJoined(choice);
  };

  if (room.media !== 'P2P' && room.media !== 'JANUS') {
    return (
      <Modal title={title} onClose={onClose}>
        <div className="hw-meeting-janus" data-view={side === 'USER' ? ModalIds.USER_MEETING_MODAL : ModalIds.HELPER_MEETING_MODAL}>
          <p role="status">
            <Info aria-hidden size={20} />
            {t('meeting.mediaPending')}
          </p>
          <Button variant="ghost" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      </Modal>
    );
  }

  const leave = () => {
    setLeaving(false);
    setJoined(null);
    onClose();
  };

  return (
    <MeetingFrame
      title={joined ? title : t('meeting.setupTitle')}
      view={joined ? ModalIds.MEETING_VIEW : ModalIds.JOIN_MEETING}
      onEscape={joined ? () => setLeaving(true) : onClose}
    >
      {joined ? (
        <InCall
          key={room.media}
          side={side}
          room={room}
          prepared={prepared}
          recording={recording.recording}
          record={recording}
          local={joined.stream}
          speaker={joined.speaker}
          otherName={otherName}
          category={category}
          leaving={leaving}
          onLeaving={setLeaving}
          onLeft={leave}
        />
      ) : (
        <HardwareSetup
          name={name}
          about={otherAbout}
          recording={<RecordingSetup side={side} recording={recording} />}
          checked={checked}
          onJoin={join}
          onCancel={onClose}
        />
      )}
    </MeetingFrame>
  );
}

/** The meeting, once its texts are in place for the reader's language. */
export function MeetingScreen(props: MeetingScreenProps) {
  return useMeetingTexts() ? <MeetingScreenView {...props} /> : null;
}
