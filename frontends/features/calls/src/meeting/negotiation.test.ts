import { descriptionDecision, iceDecision, iceStalled, isPolite, mayOffer, stallRemedy } from './negotiation';

const idle = { makingOffer: false, signalingState: 'stable' as RTCSignalingState, settingRemoteAnswer: false };

describe('perfect negotiation: the user yields, the helper insists', () => {
  it('the user side is polite, the helper side impolite', () => {
    expect([isPolite('USER'), isPolite('HELPER')]).toEqual([true, false]);
  });

  it('an offer to a side at rest is applied by either side', () => {
    for (const polite of [true, false]) expect(descriptionDecision('offer', { ...idle, polite })).toBe('apply');
  });

  it('offers crossing (this side is making one, or has one out): the impolite helper drops the other, the polite user applies it (rolls back)', () => {
    for (const state of [
      { ...idle, makingOffer: true },
      { ...idle, signalingState: 'have-local-offer' as RTCSignalingState },
    ]) {
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

  it('ICE is stalled when both descriptions are agreed and it is still new or checking; not while negotiating, nor once connected', () => {
    const agreed = { signalingState: 'stable' as RTCSignalingState, described: true };
    expect(iceStalled({ ...agreed, iceConnectionState: 'new' })).toBe(true);
    expect(iceStalled({ ...agreed, iceConnectionState: 'checking' })).toBe(true);
    for (const state of ['connected', 'completed', 'disconnected', 'failed', 'closed'] as RTCIceConnectionState[])
      expect(iceStalled({ ...agreed, iceConnectionState: state })).toBe(false);
    expect(iceStalled({ ...agreed, described: false, iceConnectionState: 'new' })).toBe(false);
    expect(iceStalled({ signalingState: 'have-local-offer', described: true, iceConnectionState: 'new' })).toBe(false);
  });

  it('the helper makes the first offer of a connection; the user offers only after one negotiation', () => {
    expect(mayOffer('HELPER', false)).toBe(true);
    expect(mayOffer('USER', false)).toBe(false);
    expect(mayOffer('USER', true)).toBe(true);
  });

  it('a stalled connection gets an ICE restart first, then a fresh connection', () => {
    expect([1, 2, 3].map(stallRemedy)).toEqual(['restart-ice', 'new-connection', 'new-connection']);
  });
});
