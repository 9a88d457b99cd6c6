export type CallEndReasonName = 'BOTH_LEFT' | 'TIME_LIMIT';

/** What the end rule looks at: who is in the meeting, who has left (and not come back), the deadline. */
export interface MeetingView {
  userPresent: boolean;
  helperPresent: boolean;
  /** The side chose to leave and has not joined again since (a dropped connection is not a leave). */
  userLeft: boolean;
  helperLeft: boolean;
  /** The accept + the limit (one hour): the call ends by itself then. */
  endsAt: Date;
}

/** When an accepted call ends by itself: the accept plus the limit (one hour, CALL_LIMITS.maxSeconds). */
export function meetingEndsAt(acceptedAt: Date, maxSeconds: number): Date {
  return new Date(acceptedAt.getTime() + maxSeconds * 1000);
}

/**
 * Whether an accepted call is over now, and why (decision 0026): at the deadline, whoever is there
 * (TIME_LIMIT); before it, once both sides have left and neither came back (BOTH_LEFT). A side that
 * only dropped its connection has not left: it may come back within the hour.
 */
export function endReason(view: MeetingView, now: Date): CallEndReasonName | undefined {
  if (now.getTime() >= view.endsAt.getTime()) return 'TIME_LIMIT';
  if (view.userLeft && view.helperLeft && !view.userPresent && !view.helperPresent) return 'BOTH_LEFT';
  return undefined;
}
