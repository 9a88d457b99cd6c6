/** @jest-environment jsdom */
import { useAppStore } from '@helpwire/web-core';
import {
  IncomingCallRules as rules,
  incomingCallModal,
  NO_INCOMING_CALLS,
  toIncomingCall,
  toMissedRef,
  useIncomingCalls,
  userLeftCall,
  type IncomingCall,
  type IncomingCallState,
} from './incoming-calls';
import { ModalIds } from './modal-ids';

const NOW = Date.parse('2026-11-24T20:00:00.000Z');

/** A ring as the server sends it (`incomming-call`), received at NOW. */
function ring(caller: string, overrides: Record<string, unknown> = {}): IncomingCall {
  const call = toIncomingCall(
    {
      id: `user-${caller}`,
      userId: `user-${caller}`,
      callId: `HW-${caller}`,
      categoryId: 'basic-tech-troubleshooting',
      callerFirstName: caller,
      distanceKm: 3,
      wave: 1,
      ringEndsAt: new Date(NOW + 15_000).toISOString(),
      ...overrides,
    },
    NOW,
  );
  if (!call) throw new Error('not a call');
  return call;
}

const missedOf = (call: IncomingCall, reason = 'CALL_CANCELLED') => toMissedRef({ userId: call.userId, id: call.userId, callId: call.callId, reason })!;
const ids = (state: IncomingCallState) => ({ active: state.active?.callId ?? null, queue: state.queue.map((c) => c.callId) });

describe('the incoming-call payload', () => {
  it('reads the caller, category, distance and the ring end on this clock', () => {
    expect(ring('Sara')).toEqual({
      callId: 'HW-Sara',
      userId: 'user-Sara',
      categoryId: 'basic-tech-troubleshooting',
      callerFirstName: 'Sara',
      distanceKm: 3,
      endsAt: NOW + 15_000,
    });
  });

  it('counts a full ring from now when the server clock is far from this one', () => {
    expect(ring('A', { ringEndsAt: new Date(NOW + 60_000).toISOString() }).endsAt).toBe(NOW + 15_000);
    expect(ring('A', { ringEndsAt: new Date(NOW - 60_000).toISOString() }).endsAt).toBe(NOW + 15_000);
    expect(ring('A', { ringEndsAt: new Date(NOW + 9_000).toISOString() }).endsAt).toBe(NOW + 9_000);
  });

  it('needs a caller (id or userId); the missed-call payload too', () => {
    expect(toIncomingCall({ callId: 'HW-1' }, NOW)).toBeNull();
    expect(toIncomingCall({ id: 'u1' }, NOW)).toMatchObject({ userId: 'u1', callId: null, distanceKm: null });
    expect(toMissedRef({ callId: 'HW-1' })).toBeNull();
    expect(toMissedRef({ id: 'u1', reason: 'SOMETHING' })).toEqual({ userId: 'u1', callId: null, reason: 'TIMED_OUT' });
  });
});

describe('the helper call queue (spec §4 "Call, helper side")', () => {
  const a = ring('A');
  const b = ring('B');
  const c = ring('C');
  const withA = rules.received(NO_INCOMING_CALLS, a, NOW);

  it('shows a call when none is active, and queues the next ones in order', () => {
    expect(ids(withA)).toEqual({ active: 'HW-A', queue: [] });
    expect(ids(rules.received(rules.received(withA, b, NOW), c, NOW))).toEqual({ active: 'HW-A', queue: ['HW-B', 'HW-C'] });
  });

  it('skips duplicates, the active call and calls already marked missed', () => {
    const queued = rules.received(withA, b, NOW);
    expect(rules.received(queued, ring('B'), NOW)).toBe(queued);
    expect(rules.received(queued, ring('A'), NOW)).toBe(queued);
    const bMissedFirst = rules.missed(withA, missedOf(b));
    expect(rules.received(bMissedFirst, b, NOW)).toBe(bMissedFirst);
  });

  it('skips a ring that already ended', () => {
    expect(rules.received(NO_INCOMING_CALLS, a, a.endsAt)).toBe(NO_INCOMING_CALLS);
  });

  it('tells one caller calling again (a new call) from the same call', () => {
    const again = ring('A', { callId: 'HW-A2' });
    expect(ids(rules.received(rules.missed(withA, missedOf(a)), again, NOW))).toEqual({ active: 'HW-A2', queue: [] });
  });

  it('a missed call for the active one clears it and shows the missed-call modal, then the next queued call', () => {
    const missed = rules.missed(rules.received(withA, b, NOW), missedOf(a, 'CALL_CANCELLED'));
    expect(ids(missed)).toEqual({ active: null, queue: ['HW-B'] });
    expect(missed.notice).toEqual({ call: a, reason: 'CALL_CANCELLED' });
    expect(incomingCallModal(missed)).toEqual({ view: ModalIds.MISSED_CALL_MODAL, data: missed.notice });
    const next = rules.noticeDismissed(missed, NOW + 1000);
    expect(ids(next)).toEqual({ active: 'HW-B', queue: [] });
    expect(next.notice).toBeNull();
    expect(incomingCallModal(next)).toEqual({ view: ModalIds.INCOMMING_CALL_MODAL, data: b });
  });

  it('a new ring while the missed-call modal shows opens at once (no call is active)', () => {
    const missed = rules.missed(withA, missedOf(a));
    expect(ids(rules.received(missed, b, NOW))).toEqual({ active: 'HW-B', queue: [] });
  });

  it('a missed call for another call is added to the ignored set and removed from the queue', () => {
    const queued = rules.received(rules.received(withA, b, NOW), c, NOW);
    const missed = rules.missed(queued, missedOf(b, 'ANSWERED_ELSEWHERE'));
    expect(ids(missed)).toEqual({ active: 'HW-A', queue: ['HW-C'] });
    expect(missed.notice).toBeNull();
    expect(missed.missed).toContainEqual({ callId: 'HW-B', userId: 'user-B' });
    expect(incomingCallModal(missed)).toEqual({ view: ModalIds.INCOMMING_CALL_MODAL, data: a });
  });

  it('decline clears the active call and shows the next queued call', () => {
    const queued = rules.received(rules.received(withA, b, NOW), c, NOW);
    expect(ids(rules.declined(queued, NOW))).toEqual({ active: 'HW-B', queue: ['HW-C'] });
    expect(ids(rules.declined(withA, NOW))).toEqual({ active: null, queue: [] });
    expect(incomingCallModal(rules.declined(withA, NOW))).toBeNull();
  });

  it('the next call is one still ringing: queued rings that ended are marked missed on the way', () => {
    const late = ring('B', { ringEndsAt: new Date(NOW + 5_000).toISOString() });
    const queued = rules.received(rules.received(withA, late, NOW), c, NOW);
    const next = rules.declined(queued, NOW + 6_000);
    expect(ids(next)).toEqual({ active: 'HW-C', queue: [] });
    expect(next.missed).toContainEqual({ callId: 'HW-B', userId: 'user-B' });
  });

  it('a ring whose end time passed here is treated as missed, before the server says so', () => {
    const queued = rules.received(withA, b, NOW);
    expect(rules.ticked(queued, NOW + 14_999)).toBe(queued);
    const ended = rules.ticked(queued, NOW + 15_000);
    expect(ids(ended)).toEqual({ active: null, queue: [] });
    expect(ended.notice).toEqual({ call: a, reason: 'TIMED_OUT' });
    // The server's missed-call for it afterwards changes nothing.
    expect(ids(rules.missed(ended, missedOf(a, 'TIMED_OUT')))).toEqual({ active: null, queue: [] });
  });

  it('accepted: the helper meeting modal opens with the room details; the waiting calls leave the queue', () => {
    const room = { roomId: 'HW-A', callId: 'HW-A', media: 'PENDING' };
    const accepted = rules.acceptAnswered(rules.received(withA, b, NOW), a, true, room);
    expect(ids(accepted)).toEqual({ active: null, queue: [] });
    expect(accepted.acceptedRoom).toEqual({ call: a, roomDetails: room });
    expect(incomingCallModal(accepted)).toEqual({ view: ModalIds.HELPER_MEETING_MODAL, data: accepted.acceptedRoom });
  });

  it('not accepted (answered by another helper or ended): said in the missed-call modal, then the next call', () => {
    const refused = rules.acceptAnswered(rules.received(withA, b, NOW), a, false, null);
    expect(refused.notice).toEqual({ call: a, reason: 'NOT_ACCEPTED' });
    expect(ids(rules.noticeDismissed(refused, NOW))).toEqual({ active: 'HW-B', queue: [] });
    // The missed-call (answered elsewhere) came before the answer: its notice stays.
    const missedFirst = rules.missed(withA, missedOf(a, 'ANSWERED_ELSEWHERE'));
    expect(rules.acceptAnswered(missedFirst, a, false, null)).toBe(missedFirst);
  });

  it('rejoin-meeting opens the helper meeting modal; closing it shows a waiting call', () => {
    const rejoined = rules.rejoined(NO_INCOMING_CALLS, { roomId: 'HW-Z' });
    expect(incomingCallModal(rejoined)).toEqual({ view: ModalIds.HELPER_MEETING_MODAL, data: { call: null, roomDetails: { roomId: 'HW-Z' }, rejoin: true } });
    expect(incomingCallModal(rules.meetingClosed(rejoined, NOW))).toBeNull();
  });

  it('rejoin-meeting of the call accepted here (heard again on joining) keeps it an accepted call, not a rejoin offer', () => {
    const room = { roomId: 'HW-A', callId: 'HW-A', media: 'P2P' };
    const accepted = rules.acceptAnswered(withA, a, true, room);
    expect(rules.rejoined(accepted, room).acceptedRoom).toEqual({ call: a, roomDetails: room, rejoin: false });
  });

  it("call-ended of the accepted call closes the helper meeting modal (the after-call window takes its place); another call's end changes nothing", () => {
    const room = { roomId: 'HW-A', callId: 'HW-A', media: 'P2P' };
    const accepted = rules.userLeft(rules.acceptAnswered(withA, a, true, room));
    expect(rules.callEnded(accepted, 'HW-OTHER', NOW)).toBe(accepted);
    const ended = rules.callEnded(accepted, 'HW-A', NOW);
    expect(ended.acceptedRoom).toBeNull();
    expect(ended.callLeftBy).toBeNull();
    expect(incomingCallModal(ended)).toBeNull();
    // Known from a rejoin only (no ring here): its room details name the call.
    expect(rules.callEnded(rules.rejoined(NO_INCOMING_CALLS, { roomId: 'HW-Z', callId: 'HW-Z' }), 'HW-Z', NOW).acceptedRoom).toBeNull();
  });
});

describe('the store and the generic modal', () => {
  beforeEach(() => {
    useIncomingCalls.getState().reset();
    useAppStore.getState().closeModal();
  });

  it('opens INCOMMING_CALL_MODAL with the call, MISSED_CALL_MODAL when it is missed, and closes when dismissed', () => {
    const a = ring('A');
    useIncomingCalls.getState().apply((s) => rules.received(s, a, NOW));
    expect(useAppStore.getState().modal).toEqual({ view: ModalIds.INCOMMING_CALL_MODAL, data: a });
    useIncomingCalls.getState().apply((s) => rules.missed(s, missedOf(a)));
    expect(useAppStore.getState().modal.view).toBe(ModalIds.MISSED_CALL_MODAL);
    useIncomingCalls.getState().apply((s) => rules.noticeDismissed(s, NOW));
    expect(useAppStore.getState().modal).toEqual({ view: null, data: null });
  });

  it('leaves another view of the generic modal alone when it has nothing to show', () => {
    useAppStore.getState().openModal(ModalIds.PRIVACY_REMINDER);
    useIncomingCalls.getState().apply((s) => rules.declined(s, NOW));
    expect(useAppStore.getState().modal.view).toBe(ModalIds.PRIVACY_REMINDER);
  });

  it('user-leave stores callLeftBy=USER and raises callLeftByUpdated', () => {
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener('callLeftByUpdated', listener);
    userLeftCall();
    window.removeEventListener('callLeftByUpdated', listener);
    expect(useIncomingCalls.getState().callLeftBy).toBe('USER');
    expect(heard).toEqual([{ callLeftBy: 'USER' }]);
  });
});
