import { Money } from '@helpwire/service-kit';
import { addMonths } from './billing-period';
import { dunningAfter } from './dunning-schedule';
import { prorate } from './proration';

describe('monthly periods, proration and dunning', () => {
  it('counts months from the anchor, keeping its day where the month has it', () => {
    const anchor = new Date('2026-01-31T10:00:00Z');
    expect([1, 2, 3].map((n) => addMonths(anchor, n).toISOString())).toEqual([
      '2026-02-28T10:00:00.000Z',
      '2026-03-31T10:00:00.000Z',
      '2026-04-30T10:00:00.000Z',
    ]);
    expect(addMonths(new Date('2026-12-07T19:00:00Z'), 1).toISOString()).toBe('2027-01-07T19:00:00.000Z');
  });

  it('prorates to the second: half a period left credits half the old price and charges half the new', () => {
    const start = new Date('2026-04-01T00:00:00Z');
    const end = new Date('2026-05-01T00:00:00Z');
    const { lines, amountDue } = prorate({
      oldPrice: Money.of(499, 'USD'),
      newPrice: Money.of(1299, 'USD'),
      oldName: 'Plus',
      newName: 'Pro',
      periodStart: start,
      periodEnd: end,
      at: new Date('2026-04-16T00:00:00Z'),
    });
    expect(lines.map((l) => l.amount.amountMinor)).toEqual([-250n, 650n]);
    expect(amountDue.amountMinor).toBe(400n);
    // One second in: all but a sliver of both.
    const early = prorate({
      oldPrice: Money.of(499, 'USD'),
      newPrice: Money.of(1299, 'USD'),
      oldName: 'Plus',
      newName: 'Pro',
      periodStart: start,
      periodEnd: end,
      at: new Date(start.getTime() + 1000),
    });
    expect(early.amountDue.amountMinor).toBe(800n);
  });

  it('retries 1, 3 and 5 days after the first failure, and ends grace at 7', () => {
    const first = new Date('2026-05-01T00:00:00Z');
    expect([1, 2, 3, 4].map((n) => dunningAfter(first, n).nextRetryAt?.toISOString() ?? null)).toEqual([
      '2026-05-02T00:00:00.000Z',
      '2026-05-04T00:00:00.000Z',
      '2026-05-06T00:00:00.000Z',
      null,
    ]);
    expect(dunningAfter(first, 4).graceEndsAt.toISOString()).toBe('2026-05-08T00:00:00.000Z');
  });
});
