/**
 * Switching between the front and the back camera on a phone (issue 12: a helper asks the user to
 * show the device in front of them). The camera track is replaced on the same sender: no
 * renegotiation, the other side's video just changes.
 */
export type Facing = 'user' | 'environment';

export function otherFacing(facing: Facing): Facing {
  return facing === 'user' ? 'environment' : 'user';
}

/** Whether to offer the switch: more than one camera (a phone's front and back; a laptop with one camera gets none). */
export function canSwitchCamera(devices: readonly Pick<MediaDeviceInfo, 'kind' | 'deviceId'>[]): boolean {
  return new Set(devices.filter((d) => d.kind === 'videoinput').map((d) => d.deviceId)).size > 1;
}

const HD = { width: { ideal: 1280 }, height: { ideal: 720 } };

async function openCamera(video: MediaTrackConstraints): Promise<MediaStreamTrack> {
  const [track] = (await navigator.mediaDevices.getUserMedia({ video: { ...video, ...HD } })).getVideoTracks();
  if (!track) throw new Error('no camera track');
  return track;
}

/**
 * A camera track facing the other way (at up to 720p, as the call's camera). A browser that does
 * not know which way its cameras face (a laptop with two, or a test's fake ones) gives the same
 * camera again: then the next other camera is taken by its device id.
 */
export async function openCameraFacing(facing: Facing, current: MediaStreamTrack | undefined): Promise<MediaStreamTrack> {
  const track = await openCamera({ facingMode: { ideal: facing } });
  const currentId = current?.getSettings().deviceId;
  if (!currentId || track.getSettings().deviceId !== currentId) return track;
  const cameras = (await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === 'videoinput' && d.deviceId);
  const next = cameras[(cameras.findIndex((d) => d.deviceId === currentId) + 1) % cameras.length];
  if (!next || next.deviceId === currentId) return track;
  track.stop();
  return openCamera({ deviceId: { exact: next.deviceId } });
}

/**
 * Puts `track` in place of the local stream's camera: on the connection's sender that carries it
 * (no renegotiation) and in the stream (the self view follows); the old track stops.
 */
export async function swapCameraTrack(local: MediaStream, pc: RTCPeerConnection | null | undefined, track: MediaStreamTrack): Promise<void> {
  const [old] = local.getVideoTracks();
  track.enabled = old?.enabled ?? true;
  const sender = pc?.getSenders().find((s) => s.track !== null && s.track === old);
  if (sender) await sender.replaceTrack(track);
  if (old) {
    local.removeTrack(old);
    old.stop();
  }
  local.addTrack(track);
}
