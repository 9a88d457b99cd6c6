import { Mic, MicOff, MonitorUp, MonitorX, PhoneOff, Video, VideoOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';

function Control({ label, pressed, onClick, children, danger = false, disabled = false }: { label: string; pressed?: boolean; onClick: () => void; children: ReactNode; danger?: boolean; disabled?: boolean }) {
  return (
    <button type="button" className={`hw-meeting-control${danger ? ' hw-meeting-control--leave' : ''}`} aria-pressed={pressed} onClick={onClick} disabled={disabled}>
      {children}
      <span className="hw-meeting-control__label">{label}</span>
    </button>
  );
}

export interface ControlsState {
  micOn: boolean;
  cameraOn: boolean;
  sharing: boolean;
  canShare: boolean;
}

/** The one control bar (mute, camera, share screen, leave); each a labelled button, its state announced (aria-pressed). */
export function CallControls({ state, onMic, onCamera, onShare, onLeave }: { state: ControlsState; onMic: () => void; onCamera: () => void; onShare: () => void; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="hw-meeting-controls" role="toolbar" aria-label={t('meeting.controls')}>
      <Control label={state.micOn ? t('meeting.mute') : t('meeting.unmute')} pressed={!state.micOn} onClick={onMic}>
        {state.micOn ? <Mic aria-hidden size={22} /> : <MicOff aria-hidden size={22} />}
      </Control>
      <Control label={state.cameraOn ? t('meeting.cameraOff') : t('meeting.cameraOn')} pressed={!state.cameraOn} onClick={onCamera}>
        {state.cameraOn ? <Video aria-hidden size={22} /> : <VideoOff aria-hidden size={22} />}
      </Control>
      {state.canShare && (
        <Control label={state.sharing ? t('meeting.stopShare') : t('meeting.share')} pressed={state.sharing} onClick={onShare}>
          {state.sharing ? <MonitorX aria-hidden size={22} /> : <MonitorUp aria-hidden size={22} />}
        </Control>
      )}
      <Control label={t('meeting.leave')} onClick={onLeave} danger>
        <PhoneOff aria-hidden size={22} />
      </Control>
    </div>
  );
}
