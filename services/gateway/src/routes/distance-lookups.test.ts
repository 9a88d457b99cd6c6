import { DISTANCE_LOOKUPS_PER_HELPER_PER_HOUR } from '@helpwire/contracts';
import { createDistanceLookups } from './distance-lookups';

const MINUTE = 60 * 1000;

describe('distance look-ups per account and helper', () => {
  it('allows DISTANCE_LOOKUPS_PER_HELPER_PER_HOUR per account and helper in an hour, others untouched, and again an hour after the first', async () => {
    let now = Date.UTC(2026, 10, 29, 5, 0, 0);
    const lookups = createDistanceLookups({ keyPrefix: 'test', now: () => now });
    for (let i = 0; i < DISTANCE_LOOKUPS_PER_HELPER_PER_HOUR; i += 1) expect(await lookups.take('user-1', ['helper-a'])).toEqual(new Set(['helper-a']));
    expect(await lookups.take('user-1', ['helper-a', 'helper-b'])).toEqual(new Set(['helper-b']));
    expect(await lookups.take('user-2', ['helper-a'])).toEqual(new Set(['helper-a']));
    now += 60 * MINUTE;
    expect(await lookups.take('user-1', ['helper-a'])).toEqual(new Set(['helper-a']));
  });

  it('a clock hour turning over gives no fresh allowance: the hour runs from the first look-up', async () => {
    let now = Date.UTC(2026, 10, 29, 8, 59, 0);
    const lookups = createDistanceLookups({ keyPrefix: 'test', now: () => now });
    for (let i = 0; i < DISTANCE_LOOKUPS_PER_HELPER_PER_HOUR; i += 1) expect(await lookups.take('user-1', ['helper-a'])).toEqual(new Set(['helper-a']));
    now += 2 * MINUTE; // 09:01: a new clock hour, the same window
    expect(await lookups.take('user-1', ['helper-a'])).toEqual(new Set());
    now += 57 * MINUTE; // 09:58: 59 minutes after the first
    expect(await lookups.take('user-1', ['helper-a'])).toEqual(new Set());
    now += 1 * MINUTE; // 09:59: an hour after the first
    expect(await lookups.take('user-1', ['helper-a'])).toEqual(new Set(['helper-a']));
  });
});
