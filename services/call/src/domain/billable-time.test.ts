import { billableSeconds, bothPresentMs, isPresent, type CallPartyName, type PresenceInterval } from './billable-time';

const t0 = Date.parse('2026-11-24T10:00:00.000Z');
/** A moment `s` seconds after the accept. */
const at = (s: number) => new Date(t0 + s * 1000);
const stay = (party: CallPartyName, from: number, to: number | null): PresenceInterval => ({ party, joinedAt: at(from), leftAt: to === null ? null : at(to) });
const hour = { from: at(0), until: at(3600) };

describe('billable time: the overlap of both sides’ presence', () => {
  it('is 0 when a side never joined', () => {
    expect(billableSeconds([stay('USER', 0, 600)], hour)).toBe(0);
    expect(billableSeconds([stay('HELPER', 10, null)], hour)).toBe(0);
    expect(billableSeconds([], hour)).toBe(0);
  });

  it('counts only the time both were in: the later join to the earlier leave', () => {
    expect(billableSeconds([stay('USER', 0, 600), stay('HELPER', 120, 900)], hour)).toBe(480);
    expect(billableSeconds([stay('HELPER', 0, 300), stay('USER', 60, 200)], hour)).toBe(140);
  });

  it('is 0 when they were there one after the other', () => {
    expect(billableSeconds([stay('USER', 0, 100), stay('HELPER', 100, 200)], hour)).toBe(0);
    expect(billableSeconds([stay('USER', 300, 400), stay('HELPER', 0, 299)], hour)).toBe(0);
  });

  it('adds every overlap across leaves and rejoins of both sides', () => {
    const intervals = [stay('USER', 0, 100), stay('USER', 200, 400), stay('HELPER', 50, 250), stay('HELPER', 350, 500)];
    // 50–100, 200–250, 350–400.
    expect(billableSeconds(intervals, hour)).toBe(150);
  });

  it('does not count twice when one side has overlapping intervals (two tabs)', () => {
    const intervals = [stay('USER', 0, 300), stay('USER', 100, 200), stay('USER', 250, 400), stay('HELPER', 0, 1000)];
    expect(billableSeconds(intervals, hour)).toBe(400);
  });

  it('counts an interval still open until the injected now, and nothing past it', () => {
    const intervals = [stay('USER', 0, null), stay('HELPER', 30, null)];
    expect(billableSeconds(intervals, { from: at(0), until: at(90) })).toBe(60);
    expect(billableSeconds(intervals, { from: at(0), until: at(30) })).toBe(0);
    expect(billableSeconds(intervals, { from: at(0), until: at(10) })).toBe(0);
  });

  it('stays inside the window: nothing before the accept, nothing after the end', () => {
    const intervals = [stay('USER', -100, 4000), stay('HELPER', -50, null)];
    expect(billableSeconds(intervals, hour)).toBe(3600);
    expect(billableSeconds(intervals, { from: at(100), until: at(100) })).toBe(0);
  });

  it('rounds down to whole seconds (a started second is not charged)', () => {
    const intervals: PresenceInterval[] = [
      { party: 'USER', joinedAt: new Date(t0), leftAt: new Date(t0 + 1999) },
      { party: 'HELPER', joinedAt: new Date(t0 + 500), leftAt: null },
    ];
    expect(bothPresentMs(intervals, hour)).toBe(1499);
    expect(billableSeconds(intervals, hour)).toBe(1);
  });

  it('answers the same whatever the order of the intervals', () => {
    const intervals = [stay('USER', 0, 100), stay('USER', 200, 400), stay('HELPER', 50, 250), stay('HELPER', 350, 500)];
    expect(billableSeconds([...intervals].reverse(), hour)).toBe(150);
    expect(billableSeconds([intervals[2]!, intervals[0]!, intervals[3]!, intervals[1]!], hour)).toBe(150);
  });

  it('tells who is present: a side with an open interval', () => {
    const intervals = [stay('USER', 0, 100), stay('HELPER', 0, null)];
    expect(isPresent(intervals, 'USER')).toBe(false);
    expect(isPresent(intervals, 'HELPER')).toBe(true);
  });
});
