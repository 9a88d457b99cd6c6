/** @jest-environment jsdom */
import { useAppStore } from '@helpwire/web-core';
import { ModalIds } from './modal-ids';
import {
  accepted,
  endedWhileAway,
  stepAway,
  acknowledged,
  CALL_LEFT_BY_EVENT,
  cancelled,
  cancelOutgoingCall,
  declined,
  followOutgoingCall,
  IDLE,
  requested,
  resumeOutgoingCall,
  startOutgoingCall,
  useOutgoingCall,
  type OutgoingCall,
} from './outgoing-call';

const ringing = (over: Partial<Extract<OutgoingCall, { phase: 'ringing' }>> = {}): OutgoingCall => ({
  phase: 'ringing',
  categoryId: 'tech',
  callId: 'c1',
  ringing: 3,
  wave: 1,
  declined: 0,
  ...over,
});

describe('the outgoing call transitions (spec §4 Call, user side; decision 0024)', () => {
  it('requests, then rings the first wave the acknowledgement counts', () => {
    const asked = requested(IDLE, 'tech');
    expect(asked).toEqual({ phase: 'requesting', categoryId: 'tech' });
    expect(acknowledged(asked, { ok: true, callId: 'c1', ringing: 2 })).toEqual({
      phase: 'ringing',
      categoryId: 'tech',
      callId: 'c1',
      ringing: 2,
      wave: 1,
      declined: 0,
    });
  });

  it('ends with the refusal of call-helper (its code and text)', () => {
    expect(acknowledged(requested(IDLE, 'tech'), { ok: false, code: 'CALL_NO_HELPER_FOUND', message: 'Ops! No Helper Found' })).toEqual({
      phase: 'ended',
      callId: null,
      code: 'CALL_NO_HELPER_FOUND',
      message: 'Ops! No Helper Found',
    });
  });

  it('does not ask twice while a call is asked or ringing', () => {
    expect(requested(ringing(), 'other')).toEqual(ringing());
    const asked = requested(IDLE, 'tech');
    expect(requested(asked, 'other')).toBe(asked);
  });

  it('counts each ring that ended without a yes, and follows a later wave', () => {
    let call = declined(ringing({ ringing: 2 }), { id: 'h1', callId: 'c1', wave: 1, final: false });
    expect(call).toMatchObject({ ringing: 1, wave: 1, declined: 1 });
    call = declined(call, { id: 'h2', callId: 'c1', wave: 1, final: false });
    expect(call).toMatchObject({ ringing: 0, wave: 1, declined: 2 });
    call = declined(call, { id: 'h3', callId: 'c1', wave: 2, final: false });
    expect(call).toMatchObject({ phase: 'ringing', ringing: 0, wave: 2, declined: 3 });
  });

  it('ends on the final call-declined with its code and text', () => {
    expect(
      declined(ringing(), {
        id: 'c1',
        callId: 'c1',
        final: true,
        state: 'DECLINED',
        code: 'CALL_ALL_HELPERS_DECLINED',
        message: 'All helpers declined. Please try again.',
      }),
    ).toEqual({
      phase: 'ended',
      callId: 'c1',
      code: 'CALL_ALL_HELPERS_DECLINED',
      message: 'All helpers declined. Please try again.',
    });
  });

  it('ignores the events of another call', () => {
    const call = ringing();
    expect(declined(call, { id: 'h1', callId: 'old', wave: 1, final: false })).toBe(call);
    expect(declined(call, { id: 'old', callId: 'old', final: true, code: 'CALL_ALL_HELPERS_DECLINED', message: 'x' })).toBe(call);
    expect(accepted(call, { helperId: 'h1', callId: 'old' })).toBe(call);
  });

  it('marks the call accepted with the helper and the room', () => {
    const room = { roomId: 'c1', callId: 'c1', media: 'PENDING' };
    const withOmar = {
      phase: 'accepted',
      callId: 'c1',
      helperId: 'h1',
      roomDetails: room,
      helperFirstName: 'Omar',
      categoryId: 'tech',
      rejoin: false,
      away: false,
    };
    expect(accepted(ringing(), { id: 'h1', helperId: 'h1', helperFirstName: 'Omar', callId: 'c1', accepted: true, roomDetails: room })).toEqual(withOmar);
    // room-created after call-accepted keeps the helper and their name.
    const later = accepted(accepted(ringing(), { helperId: 'h1', helperFirstName: 'Omar', callId: 'c1' }), { callId: 'c1', roomDetails: room });
    expect(later).toEqual(withOmar);
  });

  it('rejoin-meeting of a call this page did not see accepted (a reload) is a rejoin; heard again once in the call, it stays what it was', () => {
    const room = { roomId: 'c1', callId: 'c1', media: 'P2P' };
    const reloaded = accepted(IDLE, { callId: 'c1', roomDetails: room }, true);
    expect(reloaded).toMatchObject({ phase: 'accepted', callId: 'c1', rejoin: true });
    const fresh = accepted(ringing(), { helperId: 'h1', callId: 'c1' });
    // The side joins again and hears rejoin-meeting through the outbox: still the call it opened at the accept.
    expect(accepted(fresh, { callId: 'c1', roomDetails: room }, true)).toMatchObject({ rejoin: false, roomDetails: room });
  });

  it('stepping away from the rejoin offer keeps the call; coming back opens it straight; its end while away leaves nothing to rejoin', () => {
    const room = { roomId: 'c1', callId: 'c1', media: 'P2P' };
    const reloaded = accepted(IDLE, { callId: 'c1', roomDetails: room, helperFirstName: 'Omar' }, true);
    const away = stepAway(reloaded, true);
    expect(away).toMatchObject({ phase: 'accepted', callId: 'c1', away: true, rejoin: true });
    // A late rejoin-meeting (the channel reconnected) does not bring the screen back uninvited.
    expect(accepted(away, { callId: 'c1', roomDetails: room }, true)).toMatchObject({ away: true });
    expect(stepAway(away, false)).toMatchObject({ away: false, rejoin: false, helperFirstName: 'Omar' });
    expect(endedWhileAway(away, { callId: 'other' })).toBe(away);
    expect(endedWhileAway(away, { callId: 'c1' })).toEqual(IDLE);
    // On screen, the call ends there (with its after-call), not here.
    const onScreen = stepAway(away, false);
    expect(endedWhileAway(onScreen, { callId: 'c1' })).toBe(onScreen);
    expect(stepAway(IDLE, true)).toBe(IDLE);
  });

  it('cancels only a call still asked or ringing', () => {
    expect(cancelled(ringing())).toEqual({ phase: 'cancelled', callId: 'c1' });
    expect(cancelled(requested(IDLE, 'tech'))).toEqual({ phase: 'cancelled', callId: null });
    const done: OutgoingCall = { phase: 'accepted', callId: 'c1', helperId: 'h1', roomDetails: null, helperFirstName: null };
    expect(cancelled(done)).toBe(done);
    expect(declined(cancelled(ringing()), { id: 'c1', callId: 'c1', final: true, code: 'X', message: 'x' })).toEqual({ phase: 'cancelled', callId: 'c1' });
  });
});

/** A channel that records what is emitted and lets the test raise the server's events. */
function fakeChannel(answers: Record<string, unknown>) {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const emitted: [string, unknown][] = [];
  return {
    emitted,
    raise: (name: string, payload: unknown) => handlers.get(name)?.forEach((handler) => handler(payload)),
    listeners: () => [...handlers.values()].reduce((sum, set) => sum + set.size, 0),
    client: {
      emit: async (name: string, payload: unknown) => {
        emitted.push([name, payload]);
        return answers[name];
      },
      on: (name: string, handler: (payload: unknown) => void) => {
        const set = handlers.get(name) ?? new Set();
        set.add(handler);
        handlers.set(name, set);
        return () => set.delete(handler);
      },
    },
  };
}

describe('the outgoing call store on the realtime channel', () => {
  beforeEach(() => {
    useOutgoingCall.getState().reset();
    useAppStore.getState().closeModal();
  });

  it('sends call-helper with the place, rings, counts a decline and ends on the final one', async () => {
    const channel = fakeChannel({ 'call-helper': { ok: true, callId: 'c1', ringing: 1 } });
    const stop = followOutgoingCall(channel.client as never);
    await startOutgoingCall(channel.client as never, 'tech', { latitude: 25.2, longitude: 55.27 });
    expect(channel.emitted).toEqual([['call-helper', { categoryId: 'tech', latitude: 25.2, longitude: 55.27 }]]);
    expect(useOutgoingCall.getState().call).toMatchObject({ phase: 'ringing', callId: 'c1', ringing: 1 });
    channel.raise('call-declined', { id: 'h1', callId: 'c1', wave: 1, final: false, reason: 'DECLINED' });
    expect(useOutgoingCall.getState().call).toMatchObject({ ringing: 0, declined: 1 });
    channel.raise('call-declined', {
      id: 'c1',
      callId: 'c1',
      final: true,
      code: 'CALL_ALL_HELPERS_DECLINED',
      message: 'All helpers declined. Please try again.',
    });
    expect(useOutgoingCall.getState().call).toMatchObject({ phase: 'ended', code: 'CALL_ALL_HELPERS_DECLINED' });
    stop();
    expect(channel.listeners()).toBe(0);
  });

  it('cancels with cancel-calling-helper', async () => {
    const channel = fakeChannel({ 'call-helper': { ok: true, callId: 'c1', ringing: 1 }, 'cancel-calling-helper': { ok: true } });
    await startOutgoingCall(channel.client as never, 'tech', { latitude: 1, longitude: 2 });
    await cancelOutgoingCall(channel.client as never);
    expect(channel.emitted.map(([name]) => name)).toEqual(['call-helper', 'cancel-calling-helper']);
    expect(useOutgoingCall.getState().call).toEqual({ phase: 'cancelled', callId: 'c1' });
  });

  it('when the bank asks for 3-D Secure: the step, then call-helper again with its call id; a failed step ends with its reason', async () => {
    const authentication = { callId: 'HW-0000000007', paymentIntentId: 'pi_7', clientSecret: 'pi_7_secret_x', provider: 'sandbox' as const };
    const step = {
      ok: false,
      code: 'CALL_PAYMENT_AUTHENTICATION_ACTION',
      message: 'Your bank asks you to confirm this payment before we call a helper.',
      authentication,
    };
    const answers: unknown[] = [
      step,
      { ok: true, callId: authentication.callId, ringing: 1 },
      step,
      { ok: false, code: 'CALL_PAYMENT_AUTHENTICATION_FAILED', message: 'failed' },
    ];
    const emitted: [string, unknown][] = [];
    const client = { emit: async (name: string, payload: unknown) => (emitted.push([name, payload]), answers.shift()) };
    await startOutgoingCall(client as never, 'tech', { latitude: 25.2, longitude: 55.27 }, 'h1');
    const request = { categoryId: 'tech', latitude: 25.2, longitude: 55.27, helperId: 'h1' };
    expect(useOutgoingCall.getState().call).toEqual({ phase: 'authenticating', categoryId: 'tech', authentication, request });
    // Nothing else is sent until the step is done.
    expect(emitted).toEqual([['call-helper', request]]);
    await resumeOutgoingCall(client as never);
    expect(emitted.at(-1)).toEqual(['call-helper', { ...request, callId: authentication.callId }]);
    expect(useOutgoingCall.getState().call).toMatchObject({ phase: 'ringing', callId: authentication.callId, ringing: 1 });

    useOutgoingCall.getState().reset();
    await startOutgoingCall(client as never, 'tech', { latitude: 25.2, longitude: 55.27 }, 'h1');
    await resumeOutgoingCall(client as never);
    expect(useOutgoingCall.getState().call).toEqual({ phase: 'ended', callId: null, code: 'CALL_PAYMENT_AUTHENTICATION_FAILED', message: 'failed' });
    // Resuming anything but a step does nothing.
    await resumeOutgoingCall(client as never);
    expect(emitted).toHaveLength(4);
  });

  it('closing the step gives the call up without sending anything (nothing rings)', async () => {
    const authentication = { callId: 'HW-0000000008', paymentIntentId: 'pi_8', clientSecret: 'pi_8_secret_x', provider: 'stripe' as const };
    const emitted: string[] = [];
    const client = {
      emit: async (name: string) => (emitted.push(name), { ok: false, code: 'CALL_PAYMENT_AUTHENTICATION_ACTION', message: 'm', authentication }),
    };
    await startOutgoingCall(client as never, 'tech', { latitude: 1, longitude: 2 });
    await cancelOutgoingCall(client as never);
    expect(emitted).toEqual(['call-helper']);
    expect(useOutgoingCall.getState().call).toEqual({ phase: 'cancelled', callId: authentication.callId });
  });

  it('ends when the channel is not connected', async () => {
    const channel = fakeChannel({ 'call-helper': { ok: false, code: 'UNAVAILABLE', message: 'Not connected' } });
    await startOutgoingCall(channel.client as never, 'tech', { latitude: 1, longitude: 2 });
    expect(useOutgoingCall.getState().call).toEqual({ phase: 'ended', callId: null, code: 'UNAVAILABLE', message: 'Not connected' });
  });

  it.each(['call-accepted', 'room-created', 'rejoin-meeting', 'start-meeting'])('%s marks the call accepted', async (event) => {
    const channel = fakeChannel({ 'call-helper': { ok: true, callId: 'c1', ringing: 1 } });
    const stop = followOutgoingCall(channel.client as never);
    await startOutgoingCall(channel.client as never, 'tech', { latitude: 1, longitude: 2 });
    const room = { roomId: 'c1', callId: 'c1', media: 'PENDING' };
    channel.raise(event, { helperId: 'h1', callId: 'c1', roomDetails: room });
    // Only rejoin-meeting makes it a rejoin (offered, not opened at once).
    expect(useOutgoingCall.getState().call).toEqual({
      phase: 'accepted',
      callId: 'c1',
      helperId: 'h1',
      roomDetails: room,
      helperFirstName: null,
      categoryId: 'tech',
      rejoin: event === 'rejoin-meeting',
      away: false,
    });
    expect(useAppStore.getState().modal).toEqual(event === 'start-meeting' ? { view: ModalIds.USER_MEETING_MODAL, data: room } : { view: null, data: null });
    stop();
  });

  it('helper-leave stores callLeftBy=HELPER and raises callLeftByUpdated', () => {
    const channel = fakeChannel({});
    const stop = followOutgoingCall(channel.client as never);
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(CALL_LEFT_BY_EVENT, listener);
    channel.raise('helper-leave', { callId: 'c9' });
    expect(useOutgoingCall.getState().callLeftBy).toBe('HELPER');
    expect(heard).toEqual([{ callLeftBy: 'HELPER' }]);
    window.removeEventListener(CALL_LEFT_BY_EVENT, listener);
    stop();
  });
});
