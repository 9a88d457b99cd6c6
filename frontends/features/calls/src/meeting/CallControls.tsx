import { Circle, Info, MessageSquare, Mic, MicOff, MonitorUp, MonitorX, PenLine, PhoneOff, SwitchCamera, Video, VideoOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';

function Control({
  label,
  pressed,
  onClick,
  children,
  danger = false,
  disabled = false,
  name,
  badge,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  name?: string;
  badge?: number;
}) {
  return (
    <button
      type="button"
      className={`hw-meeting-control${danger ? ' hw-meeting-control--leave' : ''}`}
      aria-pressed={pressed}
      onClick={onClick}
      disabled={disabled}
      data-control={name}
    >
      {children}
      {badge ? (
        <span className="hw-meeting-control__badge" aria-hidden>
          {badge > 99 ? '99+' : badge}
        </span>
      ) : null}
      <span className="hw-meeting-control__label">{label}</span>
    </button>
  );
}

/** The side panel open beside the call, if any. */
export type MeetingPanelName = 'chat' | 'info' | 'drawings' | 'record' | null;

export interface ControlsState {
  micOn: boolean;
  cameraOn: boolean;
  sharing: boolean;
  canShare: boolean;
  panel: MeetingPanelName;
  /** The other side's chat messages not seen yet. */
  unread: number;
  /** More than one camera (a phone's front and back): the switch is offered. */
  canSwitchCamera?: boolean;
  /** The helper draws on the user's picture: the toggle is offered, pressed while drawing. */
  drawing?: boolean;
  /** The user has the helper's drawings to see: the panel's toggle is offered. */
  hasDrawings?: boolean;
  /** The user of a peer-to-peer call may record it in the browser: the Record panel's toggle; `recording` while it records. */
  record?: { recording: boolean };
}

/** The one control bar (mute, camera, share screen, record, chat, info, leave); each a labelled button, its state announced (aria-pressed). */
export function CallControls({
  state,
  onMic,
  onCamera,
  onSwitchCamera,
  onShare,
  onDraw,
  onPanel,
  onLeave,
}: {
  state: ControlsState;
  onMic: () => void;
  onCamera: () => void;
  onSwitchCamera?: () => void;
  onShare: () => void;
  onDraw?: () => void;
  onPanel: (panel: MeetingPanelName) => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="hw-meeting-controls" role="toolbar" aria-label={t('meeting.controls')}>
      <Control label={state.micOn ? t('meeting.mute') : t('meeting.unmute')} pressed={!state.micOn} onClick={onMic}>
        {state.micOn ? <Mic aria-hidden size={22} /> : <MicOff aria-hidden size={22} />}
      </Control>
      <Control label={state.cameraOn ? t('meeting.cameraOff') : t('meeting.cameraOn')} pressed={!state.cameraOn} onClick={onCamera}>
        {state.cameraOn ? <Video aria-hidden size={22} /> : <VideoOff aria-hidden size={22} />}
      </Control>
      {state.canSwitchCamera && onSwitchCamera && (
        <Control name="switch-camera" label={t('meeting.switchCamera')} onClick={onSwitchCamera}>
          <SwitchCamera aria-hidden size={22} />
        </Control>
      )}
      {state.canShare && (
        <Control label={state.sharing ? t('meeting.stopShare') : t('meeting.share')} pressed={state.sharing} onClick={onShare}>
          {state.sharing ? <MonitorX aria-hidden size={22} /> : <MonitorUp aria-hidden size={22} />}
        </Control>
      )}
      {state.drawing !== undefined && onDraw && (
        <Control name="draw" label={t('meeting.draw')} pressed={state.drawing} onClick={onDraw}>
          <PenLine aria-hidden size={22} />
        </Control>
      )}
      {state.hasDrawings && (
        <Control
          name="drawings"
          label={t('meeting.drawingsTitle')}
          pressed={state.panel === 'drawings'}
          onClick={() => onPanel(state.panel === 'drawings' ? null : 'drawings')}
        >
          <PenLine aria-hidden size={22} />
        </Control>
      )}
      {state.record && (
        <Control
          name="record"
          label={state.record.recording ? t('meeting.recordingNow') : t('meeting.record')}
          pressed={state.panel === 'record'}
          onClick={() => onPanel(state.panel === 'record' ? null : 'record')}
        >
          <Circle
            aria-hidden
            size={22}
            className={state.record.recording ? 'hw-meeting-control__rec' : undefined}
            fill={state.record.recording ? 'currentColor' : 'none'}
          />
        </Control>
      )}
      <Control
        name="chat"
        label={state.unread > 0 ? t('meeting.chatUnread', { count: state.unread }) : t('meeting.chat')}
        pressed={state.panel === 'chat'}
        onClick={() => onPanel(state.panel === 'chat' ? null : 'chat')}
        badge={state.unread}
      >
        <MessageSquare aria-hidden size={22} />
      </Control>
      <Control name="info" label={t('meeting.info')} pressed={state.panel === 'info'} onClick={() => onPanel(state.panel === 'info' ? null : 'info')}>
        <Info aria-hidden size={22} />
      </Control>
      <Control label={t('meeting.leave')} onClick={onLeave} danger>
        <PhoneOff aria-hidden size={22} />
      </Control>
    </div>
  );
}
