import { create } from 'zustand';
import { useAppStore } from '@helpwire/web-core';
import { ModalIds } from './modal-ids';

/**
 * The helper's side of a call (spec §4 "Call, helper side"): the call ringing now, the calls waiting
 * behind it, the calls already known as missed (the ignored set), and the room after an accept.
 * The rules are pure functions (IncomingCallRules, tested one by one); the store applies them and
 * shows the matching view of the generic modal (ModalIds.INCOMMING_CALL_MODAL, MISSED_CALL_MODAL,
 * HELPER_MEETING_MODAL).
 */

/** How long a ring lasts (RING_POLICY.ringSeconds of the contracts, decision 0024). */
const RING_MS = 15_000;

/** A ringing call as the helper sees it (the server's `incomming-call`). */
export interface IncomingCall {
  /** The call's reference id; absent only in the spec's minimal payload (then the caller identifies it). */
  callId: string | null;
  /** The caller's user id (spec §3: the payload's id). */
  userId: string;
  /** The category's slug. */
  categoryId: string;
  callerFirstName: string;
  /** Whole kilometres, null when not sent. */
  distanceKm: number | null;
  /** When the ring ends, on this browser's clock (epoch ms). */
  endsAt: number;
}

/** Why a call stopped ringing for this helper without their answer. */
export type MissedReason = 'TIMED_OUT' | 'CALL_CANCELLED' | 'ANSWERED_ELSEWHERE' | 'NOT_ACCEPTED';

/** What the missed-call modal shows. */
export interface MissedNotice {
  call: IncomingCall | null;
  reason: MissedReason;
}

/** The room of an accepted (or rejoined) call: HELPER_MEETING_MODAL's data. */
export interface AcceptedRoom {
  call: IncomingCall | null;
  roomDetails: Record<string, unknown> | null;
  /** Known from rejoin-meeting (a reload, another tab): offered to rejoin instead of opened at once. */
  rejoin?: boolean;
}

/** The accepted room's call id: the accepted call's, else the room details'. */
export function acceptedCallId(room: AcceptedRoom): string | null {
  const details = room.roomDetails ?? {};
  return room.call?.callId ?? str(details.callId) ?? str(details.roomId);
}

/** A call's identity as events carry it: its reference id when known, else the caller. */
export interface CallRef {
  callId: string | null;
  userId: string;
}

export interface IncomingCallState {
  active: IncomingCall | null;
  queue: IncomingCall[];
  /** Calls already marked missed (spec: "the ignored set"): a late ring for one of them never shows. */
  missed: CallRef[];
  notice: MissedNotice | null;
  acceptedRoom: AcceptedRoom | null;
  /** Who left the call (spec §4: user-leave stores callLeftBy=USER). */
  callLeftBy: 'USER' | null;
}

export const NO_INCOMING_CALLS: IncomingCallState = { active: null, queue: [], missed: [], notice: null, acceptedRoom: null, callLeftBy: null };

/** The same call: by reference id when both have one, else by caller. */
export function sameCall(a: CallRef, b: CallRef): boolean {
  return a.callId && b.callId ? a.callId === b.callId : a.userId === b.userId;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/**
 * An `incomming-call` payload as an IncomingCall, or null when it names no caller. The ring's end
 * is the server's `ringEndsAt`, kept on this browser's clock: a value more than a ring away (or
 * already past: the gateway drops rings that ended, so that is a clock difference) counts a full
 * ring from now.
 */
export function toIncomingCall(payload: Record<string, unknown>, now: number): IncomingCall | null {
  const userId = str(payload.userId) ?? str(payload.id);
  if (!userId) return null;
  const serverEnd = Date.parse(String(payload.ringEndsAt ?? ''));
  const left = Number.isFinite(serverEnd) ? serverEnd - now : NaN;
  const distance = typeof payload.distanceKm === 'number' && Number.isFinite(payload.distanceKm) ? Math.round(payload.distanceKm) : null;
  return {
    callId: str(payload.callId),
    userId,
    categoryId: str(payload.categoryId) ?? '',
    callerFirstName: str(payload.callerFirstName) ?? '',
    distanceKm: distance,
    endsAt: now + (left > 0 && left <= RING_MS ? left : RING_MS),
  };
}

/** A `missed-call` payload's call (userId or id, spec §3), or null when it names none. */
export function toMissedRef(payload: Record<string, unknown>): (CallRef & { reason: MissedReason }) | null {
  const userId = str(payload.userId) ?? str(payload.id);
  if (!userId) return null;
  const reason = str(payload.reason);
  const known: MissedReason[] = ['TIMED_OUT', 'CALL_CANCELLED', 'ANSWERED_ELSEWHERE'];
  return { callId: str(payload.callId), userId, reason: known.includes(reason as MissedReason) ? (reason as MissedReason) : 'TIMED_OUT' };
}

const isMissed = (state: IncomingCallState, call: CallRef) => state.missed.some((m) => sameCall(m, call));
const markMissed = (missed: CallRef[], call: CallRef): CallRef[] =>
  missed.some((m) => sameCall(m, call)) ? missed : [...missed, { callId: call.callId, userId: call.userId }];

/** The first queued call still ringing becomes the active one; those whose ring ended are marked missed. */
function showNext(state: IncomingCallState, now: number): IncomingCallState {
  let missed = state.missed;
  const queue = [...state.queue];
  let next: IncomingCall | null = null;
  while (!next && queue.length > 0) {
    const candidate = queue.shift()!;
    if (candidate.endsAt > now) next = candidate;
    else missed = markMissed(missed, candidate);
  }
  return { ...state, active: next, queue, missed };
}

/** The rules of spec §4 "Call, helper side", pure (state in, state out). */
export const IncomingCallRules = {
  /** A ring: shown when no call is active, else queued; duplicates, the active call, missed calls and ended rings are skipped. */
  received(state: IncomingCallState, call: IncomingCall, now: number): IncomingCallState {
    if (call.endsAt <= now || isMissed(state, call)) return state;
    if (state.active && sameCall(state.active, call)) return state;
    if (state.queue.some((queued) => sameCall(queued, call))) return state;
    if (!state.active) return { ...state, active: call, notice: null };
    return { ...state, queue: [...state.queue, call] };
  },

  /**
   * A missed call: for the active one, it is cleared and the missed-call modal shows (the next
   * queued call follows when that is dismissed); for another, it is added to the ignored set and
   * leaves the queue.
   */
  missed(state: IncomingCallState, ref: CallRef & { reason: MissedReason }): IncomingCallState {
    const missed = markMissed(state.missed, ref);
    if (state.active && sameCall(state.active, ref)) return { ...state, active: null, missed, notice: { call: state.active, reason: ref.reason } };
    return { ...state, missed, queue: state.queue.filter((queued) => !sameCall(queued, ref)) };
  },

  /** The missed-call modal is dismissed: the next queued call, if any still rings, shows. */
  noticeDismissed(state: IncomingCallState, now: number): IncomingCallState {
    return showNext({ ...state, notice: null }, now);
  },

  /** Decline: the active call is cleared and the next queued call shows. */
  declined(state: IncomingCallState, now: number): IncomingCallState {
    return showNext({ ...state, active: null, notice: null }, now);
  },

  /**
   * The accept's answer. Accepted: the helper meeting modal opens with the room details, and the
   * calls waiting behind it leave the queue (the helper is now in a call). Not accepted (another
   * helper was first, or the ring ended): said in the missed-call modal.
   */
  acceptAnswered(state: IncomingCallState, call: IncomingCall, accepted: boolean, roomDetails: Record<string, unknown> | null): IncomingCallState {
    if (accepted) return { ...state, active: null, queue: [], notice: null, acceptedRoom: { call, roomDetails }, callLeftBy: null };
    // The missed-call of the same call may have come first: it already said so.
    if (!state.active || !sameCall(state.active, call)) return state;
    return { ...state, active: null, missed: markMissed(state.missed, call), notice: { call, reason: 'NOT_ACCEPTED' } };
  },

  /** A ring whose end passed here before the server said so: missed, locally; ended queued rings leave the queue. */
  ticked(state: IncomingCallState, now: number): IncomingCallState {
    const ended = state.queue.filter((queued) => queued.endsAt <= now);
    let next = ended.length === 0 ? state : { ...state, queue: state.queue.filter((q) => q.endsAt > now), missed: ended.reduce(markMissed, state.missed) };
    if (next.active && next.active.endsAt <= now) next = IncomingCallRules.missed(next, { ...next.active, reason: 'TIMED_OUT' });
    return next;
  },

  /**
   * `rejoin-meeting`: the helper meeting modal opens again with the room details; a call not open
   * here already (a reload) is offered to rejoin.
   */
  rejoined(state: IncomingCallState, roomDetails: Record<string, unknown> | null): IncomingCallState {
    const open = state.acceptedRoom;
    const next: AcceptedRoom = { call: open?.call ?? null, roomDetails };
    const same = open !== null && acceptedCallId(open) === acceptedCallId(next);
    return { ...state, acceptedRoom: { ...next, rejoin: same ? (open.rejoin ?? false) : true }, callLeftBy: null };
  },

  /** `call-ended`: the accepted call is over, so its meeting view goes (the after-call window takes its place). */
  callEnded(state: IncomingCallState, callId: string, now: number): IncomingCallState {
    if (!state.acceptedRoom || acceptedCallId(state.acceptedRoom) !== callId) return state;
    return showNext({ ...state, acceptedRoom: null, callLeftBy: null }, now);
  },

  /** `user-leave`: the user left the call. */
  userLeft(state: IncomingCallState): IncomingCallState {
    return { ...state, callLeftBy: 'USER' };
  },

  /** The helper closes the meeting view. */
  meetingClosed(state: IncomingCallState, now: number): IncomingCallState {
    return showNext({ ...state, acceptedRoom: null }, now);
  },
};

/** The generic modal's view for a state: the ringing call first, then a missed notice, then the meeting. */
export function incomingCallModal(state: IncomingCallState): { view: string; data: unknown } | null {
  if (state.active) return { view: ModalIds.INCOMMING_CALL_MODAL, data: state.active };
  if (state.notice) return { view: ModalIds.MISSED_CALL_MODAL, data: state.notice };
  if (state.acceptedRoom) return { view: ModalIds.HELPER_MEETING_MODAL, data: state.acceptedRoom };
  return null;
}

const CALL_VIEWS = new Set<string>([ModalIds.INCOMMING_CALL_MODAL, ModalIds.MISSED_CALL_MODAL, ModalIds.HELPER_MEETING_MODAL]);

/** Shows the state's view in the generic modal; closes the modal only when it shows one of these views. */
function syncModal(state: IncomingCallState): void {
  const wanted = incomingCallModal(state);
  const app = useAppStore.getState();
  if (wanted) {
    if (app.modal.view !== wanted.view || app.modal.data !== wanted.data) app.openModal(wanted.view, wanted.data);
  } else if (app.modal.view && CALL_VIEWS.has(app.modal.view)) app.closeModal();
}

export interface IncomingCallStore extends IncomingCallState {
  /** Applies a rule (IncomingCallRules) and shows its view. */
  apply(rule: (state: IncomingCallState) => IncomingCallState): void;
  reset(): void;
}

/** The browser event spec §4 names: raised when callLeftBy changes (the meeting view listens). */
const CALL_LEFT_BY_UPDATED = 'callLeftByUpdated';

/** The helper's call state (one store: the calls feature is a shared singleton, so every remote sees the same). */
export const useIncomingCalls = create<IncomingCallStore>((set, get) => ({
  ...NO_INCOMING_CALLS,
  apply(rule) {
    const { apply: _apply, reset: _reset, ...current } = get();
    const next = rule(current);
    if (next === current) return;
    set(next);
    syncModal(next);
  },
  reset() {
    set(NO_INCOMING_CALLS);
    syncModal(NO_INCOMING_CALLS);
  },
}));

/** `user-leave` (spec §4): stores callLeftBy=USER and raises the window event callLeftByUpdated. */
export function userLeftCall(): void {
  useIncomingCalls.getState().apply(IncomingCallRules.userLeft);
  window.dispatchEvent(new CustomEvent(CALL_LEFT_BY_UPDATED, { detail: { callLeftBy: 'USER' } }));
}
