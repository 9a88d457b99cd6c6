import type { CallRoom, MediaRooms } from '../../ports/media-rooms';

/**
 * Calls without a media server: the two browsers connect to each other (signalling over the realtime
 * channel). There is no room to create or end, and nothing can record.
 */
export const p2pRooms: MediaRooms = {
  kind: 'P2P',
  createRoom: (callId) => Promise.resolve(p2pRoom(callId)),
  setRecording: () => Promise.resolve(),
  destroyRoom: () => Promise.resolve(),
  accessOf: () => undefined,
  close: () => Promise.resolve(),
};

/** A call's peer-to-peer room: no pin, no secret, never recorded. */
export function p2pRoom(callId: string): CallRoom {
  return { callId, media: 'P2P', pin: null, secret: null, recording: false };
}
