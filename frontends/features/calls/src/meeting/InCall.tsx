import type { RoomDetails } from '@helpwire/contracts';
import { Loader2, MicOff, MonitorUp, Signal, UserX, VideoOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { canSwitchCamera, openCameraFacing, otherFacing, type Facing } from './camera-facing';
import { CallControls, type MeetingPanelName } from './CallControls';
import { ChatPanel } from './ChatPanel';
import { DraggableSelfView } from './DraggableSelfView';
import { InfoPanel } from './InfoPanel';
import { DrawingsPanel, HelperDrawing } from './MeetingDrawings';
import { useAnnotations } from './use-annotations';
import { LeaveConfirm } from './LeaveConfirm';
import { RecordingBadge } from './RecordingSetup';
import { RecordPanel } from './RecordPanel';
import { useBrowserRecording } from './use-browser-recording';
import type { CallRecording } from './use-call-recording';
import type { MeetingSide } from './negotiation';
import { useMeetingMedia } from './use-meeting-media';
import { VideoTile } from './VideoTile';
import { Button } from '@helpwire/ui';
import { useAppStore } from '@helpwire/web-core';
import { useMeetingChat } from './use-meeting-chat';
import { useMeetingPresence } from './use-meeting-presence';
import { useNetworkChange } from './use-network-change';
import type { PreparedMeeting } from './use-prepared-meeting';

/** mm:ss (h:mm:ss past an hour), digits as they are in every language. */
export function elapsedText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** The time since the call began (the server's accept time; 00:00 until the join tells it), ticking each second. */
function useElapsed(since: Date | null): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return elapsedText(since ? now - since.getTime() : 0);
}

export interface InCallProps {
  side: MeetingSide;
  room: RoomDetails;
  /** The media session made while the device check showed (decision 0091); null until it is made. */
  prepared: PreparedMeeting | null;
  /** Whether the call is recorded now (the indicator, the info panel). */
  recording: boolean;
  /** The call's recording choice: peer to peer, the user records in the browser (the Record panel). */
  record?: CallRecording;
  local: MediaStream;
  speaker: string;
  /** The other person's first name, when known. */
  otherName: string | null;
  /** The call's category, when known (the info panel). */
  category?: string | null;
  /** Asked to open EXIT_OPTION (Escape does the same). */
  leaving: boolean;
  onLeaving: (open: boolean) => void;
  onLeft: () => void;
}

/** The call's last 5 minutes before its hour is up are announced (spec §9: auto-end after 1 hour). */
const ENDS_SOON_MS = 5 * 60_000;

/**
 * The call (peer to peer or through Janus): the other side's video large (its shared screen instead when it shares,
 * its camera then small), the self view small, one control bar, the timer and the quality hint;
 * "waiting for the other person" until their media plays.
 */
export function InCall({ side, room, prepared, recording, record, local, speaker, otherName, category = null, leaving, onLeaving, onLeft }: InCallProps) {
  const { t } = useTranslation();
  const { session, remote, connection, quality } = useMeetingMedia(room, prepared, local);
  const presence = useMeetingPresence(side, room.callId ?? room.roomId);
  useNetworkChange(session);
  // While the call is on screen, the shell's network pages wait (a network change must not unmount it).
  useEffect(() => {
    useAppStore.getState().setMeetingOpen(true);
    return () => useAppStore.getState().setMeetingOpen(false);
  }, []);
  const [panel, setPanel] = useState<MeetingPanelName>(null);
  const chat = useMeetingChat(side, room.callId ?? room.roomId, panel === 'chat');
  const annotations = useAnnotations(room.callId ?? room.roomId);
  const [drawing, setDrawing] = useState(false);
  /** The screen this side shares, if any (the Drawings panel shows it). */
  const [screen, setScreen] = useState<MediaStream | null>(null);
  const sharing = screen !== null;
  const hasDrawings = annotations.strokes.length > 0;
  const browserRecording = useBrowserRecording(
    room.callId ?? room.roomId,
    local,
    remote.camera,
    (type, on) => record?.choose(type, t('meeting.recordFailed'), on) ?? Promise.resolve(null),
    {
      unsupported: t('meeting.recordUnsupported'),
      uploadFailed: t('meeting.recordUploadFailed'),
    },
  );
  const canRecord = side === 'USER' && record?.inBrowser === true;
  const elapsed = useElapsed(presence.startedAt);
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  const [shareFailed, setShareFailed] = useState(false);
  const [facing, setFacing] = useState<Facing>('user');
  const [canFlip, setCanFlip] = useState(false);
  const [flipFailed, setFlipFailed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getDisplayMedia === 'function';

  useEffect(() => {
    if (!remote.camera) setPlaying(false);
  }, [remote.camera]);
  // The user is shown the helper's first drawing at once (and the panel goes once nothing is drawn).
  useEffect(() => {
    if (side === 'USER') setPanel((open) => (hasDrawings ? (open === null ? 'drawings' : open) : open === 'drawings' ? null : open));
  }, [side, hasDrawings]);
  useEffect(() => {
    let current = true;
    void navigator.mediaDevices
      ?.enumerateDevices?.()
      .then((devices) => current && setCanFlip(canSwitchCamera(devices)))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  const switchCamera = async () => {
    if (!session) return;
    setFlipFailed(false);
    try {
      const next = otherFacing(facing);
      await session.replaceCamera(await openCameraFacing(next, local.getVideoTracks()[0]));
      setFacing(next);
    } catch {
      setFlipFailed(true);
    }
  };

  const toggleMic = () => {
    session?.setMicrophoneOn(!micOn);
    setMicOn(!micOn);
  };
  const toggleCamera = () => {
    session?.setCameraOn(!cameraOn);
    setCameraOn(!cameraOn);
  };
  const toggleShare = async () => {
    if (!session) return;
    setShareFailed(false);
    if (sharing) {
      session.stopScreen();
      return setScreen(null);
    }
    try {
      const shared = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      shared.getVideoTracks()[0]?.addEventListener('ended', () => {
        session.stopScreen();
        setScreen(null);
      });
      await session.shareScreen(shared);
      setScreen(shared);
    } catch {
      // The person chose nothing (or the browser refused): say so only when it was not a cancel.
      setShareFailed(true);
    }
  };

  const waiting = !presence.otherLeft && !presence.ended && (!remote.camera || !playing);
  const reconnecting = !waiting && !presence.otherLeft && !presence.ended && (connection === 'disconnected' || connection === 'failed');
  // Spec: the call ends by itself after an hour; the last 5 minutes are announced.
  const endsSoon = !presence.ended && presence.endsAt !== null && presence.endsAt.getTime() - Date.now() <= ENDS_SOON_MS;
  // The screen closes at once; the leave route (which tells the other side) finishes on its own.
  const leaveCall = () => {
    void presence.leave();
    onLeft();
  };
  // Once the other person left (or the call ended) their last frame is not shown frozen: the stage says they left.
  const gone = presence.otherLeft || presence.ended;
  const main = gone ? null : (remote.screen ?? remote.camera);
  const mainLabel = remote.screen ? t('meeting.remoteScreen') : otherName ? t('meeting.remoteVideo', { name: otherName }) : t('meeting.remoteVideoSomeone');

  return (
    <div
      className="hw-meeting-call"
      data-other={gone ? 'left' : 'present'}
      data-connection={connection}
      data-remote-screen={remote.screen ? 'yes' : 'no'}
      data-panel={panel ?? 'none'}
    >
      <div className="hw-meeting-call__bar">
        {recording && <RecordingBadge />}
        {/* Shown once the server told when the call began: never a 00:00 that jumps after a reload. */}
        {presence.startedAt && (
          <span className="hw-meeting-call__timer" aria-label={t('meeting.timer')} role="timer">
            <bdi dir="ltr">{elapsed}</bdi>
          </span>
        )}
        {quality && !gone && (
          <span className={`hw-meeting-quality hw-meeting-quality--${quality}`} role="status" data-quality={quality}>
            <Signal aria-hidden size={16} />
            {t(`meeting.quality.${quality}`)}
          </span>
        )}
        {endsSoon && (
          <span className="hw-meeting-quality hw-meeting-quality--fair" role="status">
            {t('meeting.endsSoon')}
          </span>
        )}
        {reconnecting && (
          <span className="hw-meeting-quality hw-meeting-quality--poor" role="status">
            {t('meeting.reconnecting')}
          </span>
        )}
      </div>
      <div className="hw-meeting-call__body">
        <div className="hw-meeting-call__stage">
          <VideoTile stream={main} speaker={speaker} className="hw-meeting-call__main" label={mainLabel} onPlaying={() => setPlaying(true)} />
          {side === 'HELPER' && main && <HelperDrawing annotations={annotations} target={remote.screen ? 'screen' : 'camera'} drawing={drawing} />}
          {!gone && remote.screen && remote.camera && (
            <VideoTile
              stream={remote.camera}
              muted
              className="hw-meeting-call__other-camera"
              label={otherName ? t('meeting.remoteVideo', { name: otherName }) : t('meeting.remoteVideoSomeone')}
            />
          )}
          {waiting && (
            <p className="hw-meeting-call__waiting" role="status">
              <Loader2 aria-hidden size={22} className="hw-meeting-spin" />
              {otherName ? t('meeting.waiting', { name: otherName }) : t('meeting.waitingSomeone')}
            </p>
          )}
          {gone && (
            <div className="hw-meeting-call__waiting hw-meeting-call__left" role="status">
              <UserX aria-hidden size={28} />
              <p>{presence.ended ? t('meeting.ended') : otherName ? t('meeting.otherLeft', { name: otherName }) : t('meeting.otherLeftSomeone')}</p>
              {presence.ended && (
                <Button variant="ghost" onClick={onLeft}>
                  {t('common.close')}
                </Button>
              )}
            </div>
          )}
          <DraggableSelfView>
            <VideoTile stream={local} muted className="hw-meeting-call__self-video" label={t('meeting.selfView')} />
            <span className="hw-meeting-call__self-state">
              {!micOn && <MicOff aria-label={t('meeting.micOff')} role="img" size={16} />}
              {!cameraOn && <VideoOff aria-label={t('meeting.cameraIsOff')} role="img" size={16} />}
              {sharing && <MonitorUp aria-label={t('meeting.sharing')} role="img" size={16} />}
            </span>
          </DraggableSelfView>
        </div>
        {panel === 'chat' && <ChatPanel side={side} chat={chat} otherName={otherName} onClose={() => setPanel(null)} />}
        {panel === 'drawings' && (
          <DrawingsPanel annotations={annotations} streams={{ camera: local, screen }} otherName={otherName} onClose={() => setPanel(null)} />
        )}
        {panel === 'record' && canRecord && (
          <RecordPanel recorder={browserRecording} otherName={otherName} quotaFull={record?.quotaFull} onClose={() => setPanel(null)} />
        )}
        {panel === 'info' && (
          <InfoPanel room={room} recording={recording} category={category} otherName={otherName} elapsed={elapsed} onClose={() => setPanel(null)} />
        )}
      </div>
      {flipFailed && (
        <p className="hw-meeting-call__notice" role="alert">
          {t('meeting.switchCameraFailed')}
        </p>
      )}
      {shareFailed && (
        <p className="hw-meeting-call__notice" role="alert">
          {t('meeting.shareFailed')}
        </p>
      )}
      <CallControls
        state={{
          micOn,
          cameraOn,
          sharing,
          canShare,
          panel,
          unread: chat.unread,
          canSwitchCamera: canFlip,
          drawing: side === 'HELPER' ? drawing : undefined,
          hasDrawings: side === 'USER' && hasDrawings,
          ...(canRecord ? { record: { recording: browserRecording.state.kind === 'recording' } } : {}),
        }}
        onMic={toggleMic}
        onCamera={toggleCamera}
        onSwitchCamera={() => void switchCamera()}
        onShare={() => void toggleShare()}
        onDraw={() => setDrawing((on) => !on)}
        onPanel={setPanel}
        onLeave={() => onLeaving(true)}
      />
      {leaving && <LeaveConfirm onStay={() => onLeaving(false)} onLeave={leaveCall} />}
    </div>
  );
}
