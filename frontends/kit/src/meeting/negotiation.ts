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
