import { AlertTriangle, Camera, Mic, Volume2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Button } from '@helpwire/ui';
import { ModalIds } from '../call/modal-ids';
import { canChooseSpeaker, DEFAULT_DEVICES, type DeviceChoice } from './media-devices';
import { useLocalMedia } from './use-local-media';
import { useMicLevel } from './use-mic-level';
import { VideoTile } from './VideoTile';

function DevicePicker({
  label,
  icon,
  value,
  devices,
  onChange,
  disabled,
}: {
  label: string;
  icon: ReactNode;
  value: string;
  devices: MediaDeviceInfo[];
  onChange: (id: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="hw-meeting-setup__device">
      <label htmlFor={id}>
        {icon}
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled}>
        <option value="">{t('meeting.defaultDevice')}</option>
        {devices
          .filter((d) => d.deviceId !== 'default')
          .map((d, i) => (
            <option key={d.deviceId} value={d.deviceId}>
              {d.label || `${label} ${i + 1}`}
            </option>
          ))}
      </select>
    </div>
  );
}

/** AUDIO_WARNING: the microphone has been silent for 3 s; said where the person is looking, not in a second dialog. */
function AudioWarning() {
  const { t } = useTranslation();
  return (
    <div className="hw-meeting-warning" role="alert" data-view={ModalIds.AUDIO_WARNING}>
      <AlertTriangle aria-hidden size={20} />
      <div>
        <strong>{t('meeting.audioWarningTitle')}</strong>
        <p>{t('meeting.audioWarning')}</p>
      </div>
    </div>
  );
}

export interface JoinChoice {
  stream: MediaStream;
  speaker: string;
  /** The devices picked (kept for this call, so coming back in does not ask again). */
  devices: DeviceChoice;
}

/**
 * JOIN_MEETING, the hardware setup (spec §2): the name the other side sees, the microphone,
 * speakers and camera, a live preview and a level meter; AUDIO_WARNING when the microphone is
 * silent; the call's recording (`recording`: RecordingSetup); Join hands the opened camera and
 * microphone to the call.
 */
export function HardwareSetup({
  name,
  about,
  recording,
  checked = null,
  onJoin,
  onCancel,
}: {
  name: string;
  /** Who is waiting on the other side (the helper who accepted and their rating), above the checks. */
  about?: ReactNode;
  recording: ReactNode /** The devices this call was already joined with here: joined at once with them. */;
  checked?: DeviceChoice | null;
  onJoin: (choice: JoinChoice) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<DeviceChoice>(checked ?? DEFAULT_DEVICES);
  const [attempt, setAttempt] = useState(0);
  const handedOver = useRef<MediaStream | null>(null);
  const { media, devices } = useLocalMedia(choice, handedOver, attempt);
  const stream = media.status === 'ready' ? media.stream : null;
  const { level, silent } = useMicLevel(stream);
  // Speech peaks around a half of full scale: that fills most of the meter.
  const meter = Math.round(Math.min(1, level * 1.5) * 100);
  const pick = (key: keyof DeviceChoice) => (id: string) => setChoice((old) => ({ ...old, [key]: id }));

  const join = () => {
    if (!stream) return;
    handedOver.current = stream;
    onJoin({ stream, speaker: choice.speaker, devices: choice });
  };
  // Devices already checked for this call: in as soon as they open (a failure shows the setup as usual).
  useEffect(() => {
    if (checked && stream) join();
    // join reads the stream and the choice of this render.
  }, [checked, stream]);

  return (
    <div className="hw-meeting-setup">
      <div className="hw-meeting-setup__preview">
        <VideoTile stream={stream} muted className="hw-meeting-setup__video" label={t('meeting.preview')} />
        {media.status === 'opening' && <p className="hw-meeting-setup__overlay">{t('meeting.opening')}</p>}
        {media.status === 'failed' && (
          <div className="hw-meeting-setup__overlay" role="alert">
            <p>{t(`meeting.${media.reason === 'other' ? 'failed' : media.reason}`)}</p>
            <Button variant="ghost" onClick={() => setAttempt((n) => n + 1)}>
              {t('meeting.tryAgain')}
            </Button>
          </div>
        )}
      </div>
      <div className="hw-meeting-setup__side">
        {about}
        <p className="hw-meeting-setup__name">{t('meeting.joiningAs', { name })}</p>
        <div className="hw-meeting-level" role="meter" aria-label={t('meeting.level')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={meter}>
          <Mic aria-hidden size={18} />
          <span className="hw-meeting-level__track">
            <span className="hw-meeting-level__bar" style={{ inlineSize: `${meter}%` }} />
          </span>
        </div>
        {stream && silent && <AudioWarning />}
        <DevicePicker
          label={t('meeting.microphone')}
          icon={<Mic aria-hidden size={18} />}
          value={choice.microphone}
          devices={devices.microphones}
          onChange={pick('microphone')}
        />
        <DevicePicker
          label={t('meeting.speakers')}
          icon={<Volume2 aria-hidden size={18} />}
          value={choice.speaker}
          devices={devices.speakers}
          onChange={pick('speaker')}
          disabled={!canChooseSpeaker()}
        />
        <DevicePicker
          label={t('meeting.camera')}
          icon={<Camera aria-hidden size={18} />}
          value={choice.camera}
          devices={devices.cameras}
          onChange={pick('camera')}
        />
        {recording}
        <div className="hw-meeting-setup__actions">
          <Button variant="ghost" onClick={onCancel}>
            {t('meeting.notNow')}
          </Button>
          <Button variant="cta" onClick={join} disabled={!stream}>
            {t('meeting.join')}
          </Button>
        </div>
      </div>
    </div>
  );
}
