import type { RoomDetails } from '@helpwire/contracts';
import { useTranslation } from '@helpwire/libs/i18n';
import { MeetingPanel } from './MeetingPanel';

/**
 * What this call is: its reference, its category, who it is with, the time in the call, and
 * whether it is recorded (peer to peer, off says who can record it).
 */
export function InfoPanel({
  room,
  recording: recorded,
  category,
  otherName,
  elapsed,
  onClose,
}: {
  room: RoomDetails;
  recording: boolean;
  category: string | null;
  otherName: string | null;
  elapsed: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const recording = recorded
    ? t('meeting.recordingOn')
    : room.media === 'P2P' || room.media === undefined
      ? t('meeting.recordingOffP2p')
      : t('meeting.recordingOff');
  const rows: [string, string, string][] = [
    ['reference', t('meeting.infoReference'), room.callId ?? room.roomId],
    ['category', t('meeting.infoCategory'), category ?? t('meeting.unknown')],
    ['with', t('meeting.infoWith'), otherName ?? t('meeting.unknown')],
    ['elapsed', t('meeting.infoElapsed'), elapsed],
    ['recording', t('meeting.infoRecording'), recording],
  ];
  return (
    <MeetingPanel name="info" title={t('meeting.infoTitle')} onClose={onClose}>
      <dl className="hw-meeting-info">
        {rows.map(([key, label, value]) => (
          <div key={key} className="hw-meeting-info__row" data-info={key}>
            <dt>{label}</dt>
            <dd>{key === 'reference' || key === 'elapsed' ? <bdi dir="ltr">{value}</bdi> : value}</dd>
          </div>
        ))}
      </dl>
    </MeetingPanel>
  );
}
