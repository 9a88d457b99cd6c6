import { backoffRetryPolicy, deliveryRetryPolicy, DELIVERY_BACKOFF_MS } from './retry-policy';

describe('backoffRetryPolicy', () => {
  it('waits 30 s, 2 min, 10 min, 1 h, 6 h before attempts 2 to 6, then gives up', () => {
    const policy = backoffRetryPolicy({ jitter: 0 });
    expect([2, 3, 4, 5, 6, 7, 8].map(policy)).toEqual([30_000, 120_000, 600_000, 3_600_000, 21_600_000, null, null]);
  });

  it('keeps each wait within ±20 % and reaches both bounds', () => {
    const lowest = backoffRetryPolicy({ random: () => 0 });
    const highest = backoffRetryPolicy({ random: () => 0.999_999_9 });
    DELIVERY_BACKOFF_MS.forEach((delay, index) => {
      expect(lowest(index + 2)).toBe(Math.round(delay * 0.8));
      expect(highest(index + 2)).toBeLessThanOrEqual(delay * 1.2);
      expect(highest(index + 2)).toBeGreaterThanOrEqual(delay * 1.2 - 1);
    });
    for (let i = 0; i < 1_000; i += 1) {
      const wait = deliveryRetryPolicy(3)!;
      expect(wait).toBeGreaterThanOrEqual(96_000);
      expect(wait).toBeLessThanOrEqual(144_000);
    }
  });

  it('spreads retries that failed together', () => {
    const waits = new Set(Array.from({ length: 50 }, () => deliveryRetryPolicy(2)));
    expect(waits.size).toBeGreaterThan(40);
  });

  it('allows as many retries as it has waits', () => {
    const policy = backoffRetryPolicy({ delaysMs: [1_000], jitter: 0 });
    expect([policy(2), policy(3)]).toEqual([1_000, null]);
  });

  it('refuses attempts that are not retries and settings out of range', () => {
    expect(() => deliveryRetryPolicy(1)).toThrow(RangeError);
    expect(() => deliveryRetryPolicy(2.5)).toThrow(RangeError);
    expect(() => backoffRetryPolicy({ jitter: 1.5 })).toThrow('jitter');
    expect(() => backoffRetryPolicy({ delaysMs: [-1] })).toThrow('delay');
  });
});
