/** A side of an accepted call (spec §4 callLeftBy). */
export type CallPartyName = 'USER' | 'HELPER';
export const CALL_PARTIES = ['USER', 'HELPER'] as const satisfies readonly CallPartyName[];

/** One stretch of time a side was in the meeting; `leftAt` null while it still is. */
export interface PresenceInterval {
  party: CallPartyName;
  joinedAt: Date;
  leftAt: Date | null;
}

type Span = [start: number, end: number];

/** One side's intervals inside [from, until], open ones closed at `until`, merged and sorted. */
function spansOf(intervals: readonly PresenceInterval[], party: CallPartyName, from: number, until: number): Span[] {
  const spans = intervals
    .filter((interval) => interval.party === party)
    .map((interval): Span => [Math.max(from, interval.joinedAt.getTime()), Math.min(until, interval.leftAt?.getTime() ?? until)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

/**
 * The milliseconds both sides were present together (decision 0026): the overlap of the user's
 * presence with the helper's, inside [from, until] (the accept and now, or the end). An interval
 * still open counts until `until` — the injected clock's now, never the system's.
 */
export function bothPresentMs(intervals: readonly PresenceInterval[], window: { from: Date; until: Date }): number {
  const from = window.from.getTime();
  const until = window.until.getTime();
  if (until <= from) return 0;
  const user = spansOf(intervals, 'USER', from, until);
  const helper = spansOf(intervals, 'HELPER', from, until);
  let total = 0;
  let i = 0;
  let j = 0;
  while (i < user.length && j < helper.length) {
    const start = Math.max(user[i]![0], helper[j]![0]);
    const end = Math.min(user[i]![1], helper[j]![1]);
    if (end > start) total += end - start;
    if (user[i]![1] < helper[j]![1]) i++;
    else j++;
  }
  return total;
}

/** The billable duration in whole seconds (rounded down: a started second is not charged). */
export function billableSeconds(intervals: readonly PresenceInterval[], window: { from: Date; until: Date }): number {
  return Math.floor(bothPresentMs(intervals, window) / 1000);
}

/** Whether a side is in the meeting now (it has an interval still open). */
export function isPresent(intervals: readonly PresenceInterval[], party: CallPartyName): boolean {
  return intervals.some((interval) => interval.party === party && interval.leftAt === null);
}
