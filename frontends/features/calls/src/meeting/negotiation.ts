/**
 * The decisions of WebRTC's "perfect negotiation" pattern (W3C webrtc-pc §10.7, MDN), pure so
 * they can be tested without a browser. The user's side is polite (it yields when both offer at
 * once), the helper's impolite: one fixed pair, so two offers never deadlock.
 */
export type MeetingSide = 'USER' | 'HELPER';

export function isPolite(side: MeetingSide): boolean {
  return side === 'USER';
}

export interface OfferState {
  polite: boolean;
  /** This side is between createOffer and sending it (setLocalDescription running). */
  makingOffer: boolean;
  signalingState: RTCSignalingState;
  /** An answer is being applied (the state reads stable a moment later). */
  settingRemoteAnswer: boolean;
}

/** What to do with a received description: apply it, or (impolite side, both offered at once) drop it. */
export function descriptionDecision(type: RTCSdpType, state: OfferState): 'apply' | 'ignore' {
  const readyForOffer = !state.makingOffer && (state.signalingState === 'stable' || state.settingRemoteAnswer);
  const collision = type === 'offer' && !readyForOffer;
  return collision && !state.polite ? 'ignore' : 'apply';
}

/**
 * What an ICE connection state calls for: a restart when it failed, a restart after a grace period
 * when it is disconnected (a network change often recovers by itself within a second or two).
 */
export function iceDecision(state: RTCIceConnectionState): 'restart' | 'restart-if-still' | 'none' {
  if (state === 'failed') return 'restart';
  if (state === 'disconnected') return 'restart-if-still';
  return 'none';
}

export interface NegotiatedIce {
  signalingState: RTCSignalingState;
  iceConnectionState: RTCIceConnectionState;
  /** Both descriptions are set (this side's and the other side's). */
  described: boolean;
}

/**
 * Whether a connection is stuck: both descriptions agreed (stable) yet ICE still new or checking.
 * Checked a few seconds after the descriptions settle, it calls for an ICE restart (fresh
 * credentials, candidates gathered and sent again): the safety net for candidates that were lost.
 */
export function iceStalled(state: NegotiatedIce): boolean {
  return state.described && state.signalingState === 'stable' && (state.iceConnectionState === 'new' || state.iceConnectionState === 'checking');
}

/**
 * Whether this side may offer now. The helper makes the first offer of every connection; the user
 * answers it and offers only once a description of the other side was applied (a screen share, an
 * ICE restart). Both offering a fresh connection at once (an implicit rollback on the user's side)
 * can leave Chromium's ICE agent gathering nothing, stuck in `new` (decision 0027).
 */
export function mayOffer(side: MeetingSide, negotiatedOnce: boolean): boolean {
  return !isPolite(side) || negotiatedOnce;
}

/** What a stalled connection calls for: an ICE restart the first time, then a fresh connection (a new generation). */
export function stallRemedy(stallsInARow: number): 'restart-ice' | 'new-connection' {
  return stallsInARow <= 1 ? 'restart-ice' : 'new-connection';
}
