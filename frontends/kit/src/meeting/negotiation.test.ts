import { descriptionDecision, iceDecision, isPolite } from './negotiation';

const idle = { makingOffer: false, signalingState: 'stable' as RTCSignalingState, settingRemoteAnswer: false };

describe('perfect negotiation: the user yields, the helper insists', () => {
  it('the user side is polite, the helper side impolite', () => {
    expect([isPolite('USER'), isPolite('HELPER')]).toEqual([true, false]);
  });

  it('an offer to a side at rest is applied by either side', () => {
    for (const polite of [true, false]) expect(descriptionDecision('offer', { ...idle, polite })).toBe('apply');
  });

  it('offers crossing (this side is making one, or has one out): the impolite helper drops the other, the polite user applies it (rolls back)', () => {
    for (const state of [{ ...idle, makingOffer: true }, { ...idle, signalingState: 'have-local-offer' as RTCSignalingState }]) {
      expect(descriptionDecision('offer', { ...state, polite: false })).toBe('ignore');
      expect(descriptionDecision('offer', { ...state, polite: true })).toBe('apply');
    }
  });

  it('an answer is always applied; an offer while an answer is being applied is no collision', () => {
    expect(descriptionDecision('answer', { ...idle, polite: false, signalingState: 'have-local-offer' })).toBe('apply');
    expect(descriptionDecision('offer', { polite: false, makingOffer: false, signalingState: 'have-local-offer', settingRemoteAnswer: true })).toBe('apply');
  });

  it('ICE: failed restarts at once, disconnected after a grace period, the rest wait', () => {
    expect(iceDecision('failed')).toBe('restart');
    expect(iceDecision('disconnected')).toBe('restart-if-still');
    for (const state of ['new', 'checking', 'connected', 'completed', 'closed'] as RTCIceConnectionState[]) expect(iceDecision(state)).toBe('none');
  });
});
