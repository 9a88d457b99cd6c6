import { bucketStarts } from './analytics-buckets';

const days = (dates: Date[]) => dates.map((d) => d.toISOString().slice(0, 10));

describe('bucketStarts', () => {
  const now = new Date('2026-03-02T08:00:00Z');
  it('gives the last 30 days, the last 12 months and the last 5 years, oldest first, across year ends', () => {
    const daily = days(bucketStarts('DAILY', now));
    expect([daily.length, daily[0], daily.at(-1)]).toEqual([30, '2026-02-01', '2026-03-02']);
    expect(days(bucketStarts('MONTHLY', now))).toEqual([
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(days(bucketStarts('YEARLY', now))).toEqual(['2022-01-01', '2023-01-01', '2024-01-01', '2025-01-01', '2026-01-01']);
  });
});
