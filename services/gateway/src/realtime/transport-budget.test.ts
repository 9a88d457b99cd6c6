import { TokenBucket } from './transport-budget';
import { TRANSPORT_BUDGET } from './realtime-limits';

describe('the transport budget of a realtime connection', () => {
  it('lets a burst through, refuses past it, and refills at its rate', () => {
    let now = 0;
    const bucket = new TokenBucket(10, 5, () => now);
    for (let i = 0; i < 10; i += 1) expect(bucket.take(1)).toBe(true);
    expect(bucket.take(1)).toBe(false);
    now += 1000; // 5 more a second
    expect(bucket.take(5)).toBe(true);
    expect(bucket.take(1)).toBe(false);
    now += 60_000; // never more than the burst
    expect(bucket.take(11)).toBe(false);
    expect(bucket.take(10)).toBe(true);
  });

  it("holds a real call's largest burst (20 candidates, 200 parts of a drawing, 5 chat messages) with room to spare, but not a flood", () => {
    const frames = new TokenBucket(TRANSPORT_BUDGET.frames.burst, TRANSPORT_BUDGET.frames.perSecond, () => 0);
    const bytes = new TokenBucket(TRANSPORT_BUDGET.bytes.burst, TRANSPORT_BUDGET.bytes.perSecond, () => 0);
    const burst = [...Array<number>(20).fill(300), ...Array<number>(200).fill(1_200), ...Array<number>(5).fill(200), 12_000];
    expect(burst.every((size) => frames.take(1) && bytes.take(size))).toBe(true);
    // A flood's 24 KB signals empty the bytes within a hundred frames.
    let sent = 0;
    while (frames.take(1) && bytes.take(24_000)) sent += 1;
    expect(sent).toBeLessThan(100);
  });
});
