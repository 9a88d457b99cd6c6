import { CallTexts } from '@helpwire/contracts';
import { AppError } from '@helpwire/service-kit';

/** A call's states (proto CallState by name). */
export const CALL_STATES = ['REQUESTED', 'RINGING', 'ACCEPTED', 'CANCELLED', 'DECLINED', 'MISSED', 'NO_HELPER', 'IN_PROGRESS', 'ENDED'] as const;
export type CallStateName = (typeof CALL_STATES)[number];

/** The states a call may still leave: it is looking for or ringing helpers. */
export const OPEN_STATES = ['REQUESTED', 'RINGING'] as const satisfies readonly CallStateName[];
export type OpenCallState = (typeof OPEN_STATES)[number];

/** The states of an accepted call that is not over: its meeting can be joined, left and rejoined (decision 0026). */
export const LIVE_STATES = ['ACCEPTED', 'IN_PROGRESS'] as const satisfies readonly CallStateName[];
export type LiveCallState = (typeof LIVE_STATES)[number];

/**
 * The one place a call's state moves. Only forward: REQUESTED → RINGING → ACCEPTED, or an end without a
 * helper. A new wave keeps RINGING (it is not a move). After the accept (decision 0026): ACCEPTED →
 * IN_PROGRESS the first time both sides are present together, then ENDED (both left, or the hour);
 * ACCEPTED → ENDED when they never were.
 */
const NEXT: Readonly<Record<CallStateName, readonly CallStateName[]>> = {
  REQUESTED: ['RINGING', 'CANCELLED', 'NO_HELPER'],
  RINGING: ['ACCEPTED', 'CANCELLED', 'DECLINED', 'MISSED'],
  ACCEPTED: ['IN_PROGRESS', 'ENDED'],
  IN_PROGRESS: ['ENDED'],
  ENDED: [],
  CANCELLED: [],
  DECLINED: [],
  MISSED: [],
  NO_HELPER: [],
};

export function canMove(from: CallStateName, to: CallStateName): boolean {
  return NEXT[from].includes(to);
}

/** `to`, when the machine allows it from `from`; otherwise CALL_TRANSITION_REFUSED. */
export function move(from: CallStateName, to: CallStateName): CallStateName {
  if (!canMove(from, to)) throw new AppError('FAILED_PRECONDITION', CallTexts.notRinging, 'CALL_TRANSITION_REFUSED');
  return to;
}

export function isOpen(state: CallStateName): state is OpenCallState {
  return (OPEN_STATES as readonly CallStateName[]).includes(state);
}

/** Accepted and not over: the meeting is on (or waits for a side). */
export function isLive(state: CallStateName): state is LiveCallState {
  return (LIVE_STATES as readonly CallStateName[]).includes(state);
}

/** A ring's outcomes (proto RingOutcome by name): RINGING until settled once. */
export const RING_OUTCOMES = ['RINGING', 'ACCEPTED', 'DECLINED', 'TIMED_OUT', 'CALL_CANCELLED', 'ANSWERED_ELSEWHERE'] as const;
export type RingOutcomeName = (typeof RING_OUTCOMES)[number];
