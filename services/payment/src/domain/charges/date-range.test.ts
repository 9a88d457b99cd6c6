import { rangeBounds } from './date-range';

const iso = (r: { from: Date; to: Date }) => [r.from.toISOString().slice(0, 10), r.to.toISOString().slice(0, 10)];

describe('rangeBounds', () => {
  // Wednesday 25 November 2026, late evening UTC.
  const now = new Date('2026-11-25T23:30:00Z');
  it.each([
    ['THIS_WEEK', ['2026-11-23', '2026-11-30']],
    ['LAST_WEEK', ['2026-11-16', '2026-11-23']],
    ['THIS_MONTH', ['2026-11-01', '2026-12-01']],
    ['LAST_MONTH', ['2026-10-01', '2026-11-01']],
    ['THIS_YEAR', ['2026-01-01', '2027-01-01']],
    ['LAST_YEAR', ['2025-01-01', '2026-01-01']],
  ] as const)('%s', (range, bounds) => expect(iso(rangeBounds(range, now))).toEqual(bounds));

  it('starts a week on Monday also on a Sunday and across a year', () => {
    expect(iso(rangeBounds('THIS_WEEK', new Date('2027-01-03T10:00:00Z')))).toEqual(['2026-12-28', '2027-01-04']);
    expect(iso(rangeBounds('LAST_MONTH', new Date('2027-01-03T10:00:00Z')))).toEqual(['2026-12-01', '2027-01-01']);
  });
});
