import { endReason, meetingEndsAt, type MeetingView } from './meeting-end';

const accepted = new Date('2026-11-24T10:00:00.000Z');
const endsAt = meetingEndsAt(accepted, 3600);
const at = (ms: number) => new Date(accepted.getTime() + ms);
const view = (over: Partial<MeetingView> = {}): MeetingView => ({
  userPresent: false,
  helperPresent: false,
  userLeft: false,
  helperLeft: false,
  endsAt,
  ...over,
});

describe('when an accepted call ends', () => {
  it('ends by itself one hour after the accept, to the millisecond', () => {
    expect(endsAt.toISOString()).toBe('2026-11-24T11:00:00.000Z');
    expect(endReason(view({ userPresent: true, helperPresent: true }), at(3600_000 - 1))).toBeUndefined();
    expect(endReason(view({ userPresent: true, helperPresent: true }), at(3600_000))).toBe('TIME_LIMIT');
    expect(endReason(view(), at(3600_001))).toBe('TIME_LIMIT');
  });

  it('ends when both have left and neither is back', () => {
    expect(endReason(view({ userLeft: true, helperLeft: true }), at(60_000))).toBe('BOTH_LEFT');
  });

  it('goes on while one side has not left, or one that left is present again', () => {
    expect(endReason(view({ userLeft: true }), at(60_000))).toBeUndefined();
    expect(endReason(view({ helperLeft: true, userPresent: true }), at(60_000))).toBeUndefined();
    expect(endReason(view({ userLeft: true, helperLeft: true, helperPresent: true }), at(60_000))).toBeUndefined();
  });

  it('does not end when both only dropped their connections (they may come back within the hour)', () => {
    expect(endReason(view(), at(60_000))).toBeUndefined();
  });

  it('a shorter limit (tests) moves the deadline', () => {
    expect(meetingEndsAt(accepted, 4).toISOString()).toBe('2026-11-24T10:00:04.000Z');
  });
});
