import type { CallHelperAck, PaymentAuthentication, RoomDetails, ServerEventPayload } from '@helpwire/contracts';
import { useEffect } from 'react';
import { create } from 'zustand';
import { type RealtimeClient, useAppStore, useRealtime } from '@helpwire/web-core';
import { ModalIds } from './modal-ids';

/** Who left the call last (spec §4: helper-leave stores callLeftBy=HELPER). */
export const CALL_LEFT_BY_EVENT = 'callLeftByUpdated';

/**
 * The user's call from "Connect with a helper" to accepted (spec §4 Call, user side; decision 0024):
 * idle → requesting (call-helper sent) → ringing → accepted | ended | cancelled. When the bank asks
 * for 3-D Secure on the call's hold (decision 0031): requesting → authenticating (nobody rung; the
 * step is shown) → requesting again with the same call id (resumeOutgoingCall) → ringing | ended.
 */
export type OutgoingCall =
  | { phase: 'idle' }
  | { phase: 'requesting'; categoryId: string; request?: CallRequest }
  | {
      phase: 'authenticating';
      categoryId: string;
      /** What the browser needs for the bank's step, and the call id to ask again with. */
      authentication: PaymentAuthentication;
      /** The call-helper to send again after the step (with `callId`). */
      request: CallRequest;
    }
  | {
      phase: 'ringing';
      categoryId: string;
      callId: string;
      /** Helpers of the current wave whose ring has not ended yet (0: the next wave is being looked for). */
      ringing: number;
      /** The wave rung now, from 1. */
      wave: number;
      /** Rings ended without a yes (declined or not answered) over the whole call. */
      declined: number;
    }
  | {
      phase: 'accepted';
      callId: string;
      helperId: string | null;
      roomDetails: RoomDetails | null;
      /** The helper's first name, when call-accepted told it. */
      helperFirstName: string | null;
      /** The category called in, when this page rang the call. */
      categoryId?: string | null;
      /** Known from rejoin-meeting (a reload, another tab): the call is offered to rejoin, not opened. */
      rejoin?: boolean;
      /** The person closed the rejoin offer: the call runs on without a screen, and the home offers it back. */
      away?: boolean;
    }
  | { phase: 'ended'; callId: string | null; code: string; message: string }
  | { phase: 'cancelled'; callId: string | null };

export const IDLE: OutgoingCall = { phase: 'idle' };

type Payload = Record<string, unknown>;
const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);
const callIdOf = (call: OutgoingCall): string | null => ('callId' in call ? call.callId : call.phase === 'authenticating' ? call.authentication.callId : null);

/** What call-helper sends: the category, the browser's place, the helper of a call-back, and after the 3-D Secure step the call id. */
export interface CallRequest {
  categoryId: string;
  latitude: number;
  longitude: number;
  helperId?: string;
  callId?: string;
}

/** An event about another call than the one in progress (a late event of an earlier call). */
function isOtherCall(call: OutgoingCall, payload: Payload): boolean {
  const ours = callIdOf(call);
  const theirs = text(payload.callId);
  return ours !== null && theirs !== null && ours !== theirs;
}

/** call-helper was sent for this category (again, after the 3-D Secure step, with the call id). */
export function requested(call: OutgoingCall, categoryId: string, request?: CallRequest): OutgoingCall {
  if (call.phase === 'requesting' || call.phase === 'ringing') return call;
  return { phase: 'requesting', categoryId, request };
}

/**
 * call-helper's acknowledgement: the first wave rings, the call's hold waits for the user's 3-D
 * Secure step (nobody rung), or the call could not start (its code and text).
 */
export function acknowledged(call: OutgoingCall, ack: CallHelperAck | { ok: false; code: string; message: string }): OutgoingCall {
  if (call.phase !== 'requesting') return call;
  if (!ack.ok && 'authentication' in ack && call.request)
    return { phase: 'authenticating', categoryId: call.categoryId, authentication: ack.authentication, request: call.request };
  if (!ack.ok) return { phase: 'ended', callId: null, code: ack.code, message: ack.message };
  return { phase: 'ringing', categoryId: call.categoryId, callId: ack.callId, ringing: ack.ringing, wave: 1, declined: 0 };
}

/**
 * call-declined: `final: false` is one ring that ended without a yes; `final: true` ends the call
 * with its code and text ("All helpers declined. Please try again.").
 */
export function declined(call: OutgoingCall, payload: Payload): OutgoingCall {
  if ((call.phase !== 'ringing' && call.phase !== 'requesting') || isOtherCall(call, payload)) return call;
  if (payload.final === true) {
    return {
      phase: 'ended',
      callId: text(payload.callId) ?? callIdOf(call),
      code: text(payload.code) ?? 'CALL_ALL_HELPERS_DECLINED',
      message: text(payload.message) ?? '',
    };
  }
  if (call.phase !== 'ringing') return call;
  const wave = typeof payload.wave === 'number' ? payload.wave : call.wave;
  // A ring of a later wave than the one shown: that wave started with helpers we were not told of.
  if (wave > call.wave) return { ...call, wave, ringing: 0, declined: call.declined + 1 };
  if (wave < call.wave) return { ...call, declined: call.declined + 1 };
  const ringing = Math.max(0, call.ringing - 1);
  return { ...call, ringing, declined: call.declined + 1 };
}

/**
 * call-accepted, room-created, rejoin-meeting or start-meeting: a helper took the call (spec §4).
 * `rejoin`: the event was rejoin-meeting, so a call this page did not see accepted is offered to rejoin.
 */
export function accepted(call: OutgoingCall, payload: Payload, rejoin = false): OutgoingCall {
  if (isOtherCall(call, payload)) return call;
  if (call.phase === 'cancelled' || call.phase === 'idle') {
    // rejoin-meeting and start-meeting may come for a call this page did not start (another tab, a reload).
    if (!text(payload.callId) && !payload.roomDetails) return call;
  }
  const room = (payload.roomDetails ?? null) as RoomDetails | null;
  const callId = text(payload.callId) ?? callIdOf(call) ?? text(room?.callId) ?? '';
  const helperId = text(payload.helperId) ?? (call.phase === 'accepted' ? call.helperId : null);
  const roomDetails = room ?? (call.phase === 'accepted' ? call.roomDetails : null);
  const helperFirstName = text(payload.helperFirstName) ?? (call.phase === 'accepted' ? call.helperFirstName : null);
  const categoryId = 'categoryId' in call ? (call.categoryId ?? null) : null;
  const kept = call.phase === 'accepted' ? { rejoin: call.rejoin ?? false, away: call.away ?? false } : { rejoin, away: false };
  return { phase: 'accepted', callId, helperId, roomDetails, helperFirstName, categoryId, ...kept };
}

/** The person closed the rejoin offer (the call goes on), or came back to it from the home (straight to the call). */
export function stepAway(call: OutgoingCall, away: boolean): OutgoingCall {
  if (call.phase !== 'accepted') return call;
  return { ...call, away, rejoin: away ? call.rejoin : false };
}

/** call-ended for the call the person stepped away from: nothing is left to rejoin (a call on screen ends there, with its after-call). */
export function endedWhileAway(call: OutgoingCall, payload: Payload): OutgoingCall {
  if (call.phase !== 'accepted' || !call.away || isOtherCall(call, payload)) return call;
  return IDLE;
}

/** The user cancelled (cancel-calling-helper sent), or closed the 3-D Secure step. */
export function cancelled(call: OutgoingCall): OutgoingCall {
  if (call.phase !== 'ringing' && call.phase !== 'requesting' && call.phase !== 'authenticating') return call;
  return { phase: 'cancelled', callId: callIdOf(call) };
}

/** What the user asked for last (its category, and the helper of a call-back): "Try again" asks for it again. */
export interface CallAttempt {
  categoryId: string;
  helperId?: string;
}

export interface OutgoingCallStore {
  call: OutgoingCall;
  /** The last call asked for, kept after its end so it can be tried again. */
  attempt: CallAttempt | null;
  /** Who left the call in progress, once someone did (spec §4). */
  callLeftBy: 'HELPER' | null;
  apply(transition: (call: OutgoingCall) => OutgoingCall): void;
  setCallLeftBy(by: 'HELPER' | null): void;
  reset(): void;
}

/** The user's outgoing call, shared by every part of the web (the calls feature is one shared copy). */
export const useOutgoingCall = create<OutgoingCallStore>((set) => ({
  call: IDLE,
  attempt: null,
  callLeftBy: null,
  apply: (transition) => set((s) => ({ call: transition(s.call) })),
  setCallLeftBy: (callLeftBy) => set({ callLeftBy }),
  reset: () => set({ call: IDLE, callLeftBy: null }),
}));

/** The places a call is rung from: the browser's position (spec §5 Calls: location must be enabled). */
export interface CallPlace {
  latitude: number;
  longitude: number;
}

/** Sends call-helper for the category and moves the store along its acknowledgement. */
export async function startOutgoingCall(client: Pick<RealtimeClient, 'emit'>, categoryId: string, place: CallPlace, helperId?: string): Promise<OutgoingCall> {
  const store = useOutgoingCall.getState();
  const before = store.call;
  if (before.phase === 'requesting' || before.phase === 'ringing') return before;
  store.setCallLeftBy(null);
  useOutgoingCall.setState({ attempt: { categoryId, ...(helperId ? { helperId } : {}) } });
  // With a helper id it is a call-back (call again from the history): only that helper rings.
  return sendCallRequest(client, { categoryId, latitude: place.latitude, longitude: place.longitude, ...(helperId ? { helperId } : {}) });
}

async function sendCallRequest(client: Pick<RealtimeClient, 'emit'>, request: CallRequest): Promise<OutgoingCall> {
  const { apply } = useOutgoingCall.getState();
  apply((call) => requested(call, request.categoryId, request));
  const ack = await client.emit('call-helper', request);
  apply((call) => acknowledged(call, ack));
  return useOutgoingCall.getState().call;
}

/** The call could not even be asked for (e.g. no location): it ends at once with the code's text, and can be tried again. */
export function refuseOutgoingCall(attempt: CallAttempt, code: string): void {
  useOutgoingCall.setState({ attempt, call: { phase: 'ended', callId: null, code, message: '' } });
}

/**
 * After the bank's 3-D Secure step (approved or failed): call-helper again with the call id, so the
 * same hold is read back. Approved, that call rings; failed, it ends with the reason.
 */
export async function resumeOutgoingCall(client: Pick<RealtimeClient, 'emit'>): Promise<OutgoingCall> {
  const { call, apply } = useOutgoingCall.getState();
  if (call.phase !== 'authenticating') return call;
  const request = { ...call.request, callId: call.authentication.callId };
  apply(() => IDLE);
  return sendCallRequest(client, request);
}

/** Sends cancel-calling-helper; the view goes back at once (every helper still ringing is told it was missed). */
export async function cancelOutgoingCall(client: Pick<RealtimeClient, 'emit'>): Promise<void> {
  const { call, apply } = useOutgoingCall.getState();
  if (call.phase !== 'ringing' && call.phase !== 'requesting' && call.phase !== 'authenticating') return;
  apply(cancelled);
  // Nothing rings during the 3-D Secure step (its hold is released by the payment service later).
  if (call.phase === 'authenticating') return;
  await client.emit('cancel-calling-helper', {});
}

type AnyPayload<N extends 'call-declined' | 'call-accepted' | 'room-created' | 'rejoin-meeting' | 'start-meeting' | 'helper-leave' | 'call-ended'> =
  ServerEventPayload<N>;

/**
 * Drives the store from the channel's events (spec §4 Call, user side) until the returned function
 * is called: call-declined, the four "accepted" events (start-meeting also opens the user meeting
 * modal with the room details), and helper-leave (callLeftBy=HELPER and the window event).
 */
export function followOutgoingCall(client: Pick<RealtimeClient, 'on'>): () => void {
  const { apply } = useOutgoingCall.getState();
  const markAccepted = (payload: Payload) => apply((call) => accepted(call, payload));
  const offs = [
    client.on('call-declined', (payload: AnyPayload<'call-declined'>) => apply((call) => declined(call, payload))),
    client.on('call-accepted', (payload: AnyPayload<'call-accepted'>) => markAccepted(payload)),
    client.on('room-created', (payload: AnyPayload<'room-created'>) => markAccepted(payload)),
    client.on('rejoin-meeting', (payload: AnyPayload<'rejoin-meeting'>) => apply((call) => accepted(call, payload, true))),
    client.on('start-meeting', (payload: AnyPayload<'start-meeting'>) => {
      if (isOtherCall(useOutgoingCall.getState().call, payload)) return;
      markAccepted(payload);
      useAppStore.getState().openModal(ModalIds.USER_MEETING_MODAL, payload.roomDetails);
    }),
    client.on('call-ended', (payload: AnyPayload<'call-ended'>) => apply((call) => endedWhileAway(call, payload))),
    client.on('helper-leave', (payload: AnyPayload<'helper-leave'>) => {
      if (isOtherCall(useOutgoingCall.getState().call, payload)) return;
      useOutgoingCall.getState().setCallLeftBy('HELPER');
      window.dispatchEvent(new CustomEvent(CALL_LEFT_BY_EVENT, { detail: { callLeftBy: 'HELPER' } }));
    }),
  ];
  return () => offs.forEach((off) => off());
}

/** Follows the user's call on the app's realtime channel while the component is mounted. */
export function useFollowOutgoingCall(): void {
  const client = useRealtime();
  useEffect(() => followOutgoingCall(client), [client]);
}
