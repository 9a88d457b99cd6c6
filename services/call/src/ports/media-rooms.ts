/** How a call's media flows: through the Janus VideoRoom (an SFU, recordable) or browser to browser. */
export type MediaKind = 'JANUS' | 'P2P';

/** The media room of an accepted call, as the call row keeps it (the pin and secret only for Janus). */
export interface CallRoom {
  callId: string;
  media: MediaKind;
  pin: string | null;
  secret: string | null;
  recording: boolean;
}

/** What one side needs to join a Janus room: where, which room, its pin and two signed tokens (decision 0025). */
export interface JanusAccess {
  /** The browser-facing WebSocket URL of Janus. */
  url: string;
  room: string;
  pin: string;
  /** Core token (realm "janus", VideoRoom plugin only): sent with every Janus API request. */
  token: string;
  /** Room token (realm "janus.plugin.videoroom", `room=<id>`): sent in the VideoRoom join. */
  roomToken: string;
  /** When both tokens stop being accepted (ISO). */
  expiresAt: string;
}

/** Creates and ends the media rooms of calls (services/call/src/media: Janus, peer to peer). */
export interface MediaRooms {
  readonly kind: MediaKind;
  /** The call's room (its id is the call id). Rejects when the media server refuses or cannot be reached. */
  createRoom(callId: string, options: { recording: boolean }): Promise<CallRoom>;
  /** Starts or stops recording a live room (the user's choice changed during the call, decision 0030). */
  setRecording(room: CallRoom, recording: boolean): Promise<void>;
  /** Ends a room; one already gone is not an error. */
  destroyRoom(room: CallRoom): Promise<void>;
  /** One side's access to a Janus room until `expiresAt`; none for peer to peer. */
  accessOf(room: CallRoom, expiresAt: Date): JanusAccess | undefined;
  close(): Promise<void>;
}
