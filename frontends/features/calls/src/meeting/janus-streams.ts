/** A stream of the subscription as VideoRoom lists it (attached / updated). */
export interface SubscribedStream {
  mid: string;
  type: string;
  feed_id?: string;
  feed_mid?: string;
  feed_description?: string;
  active?: boolean;
}

/** The descriptions the publisher gives its videos, so the other side tells the shared screen from the camera. */
export const SCREEN = 'screen';
export const CAMERA = 'camera';

/** The worse of two connection states: what the meeting shows is the weaker of the two legs. */
export function worseState(a: RTCPeerConnectionState, b: RTCPeerConnectionState): RTCPeerConnectionState {
  const order: RTCPeerConnectionState[] = ['failed', 'disconnected', 'new', 'connecting', 'connected', 'closed'];
  return order.indexOf(a) <= order.indexOf(b) ? a : b;
}

/**
 * Which of the other side's streams a stream of the subscription is: its microphone, its camera, or
 * its shared screen (the publisher describes the screen's stream; a second video is one too).
 */
export function streamRole(stream: SubscribedStream, cameraMidOf: (feed: string) => string | undefined): 'audio' | 'camera' | 'screen' {
  if (stream.type === 'audio') return 'audio';
  if (stream.feed_description === SCREEN) return 'screen';
  if (stream.feed_description === CAMERA) return 'camera';
  const first = stream.feed_id ? cameraMidOf(stream.feed_id) : undefined;
  return first === undefined || first === stream.feed_mid ? 'camera' : 'screen';
}
