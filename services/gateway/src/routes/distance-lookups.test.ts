import { DISTANCE_LOOKUPS_PER_HELPER_PER_HOUR } from '@helpwire/contracts';
import { createDistanceLookups } from './distance-lookups';

describe('distance look-ups per account and helper', () => {
  it('allows DISTANCE_LOOKUPS_PER_HELPER_PER_HOUR per account and helper in an hour, others untouched, and again the next hour', async () => {
    let now = Date.UTC(2026, 10, 29, 5, 0, 0);
    const lookups = createDistanceLookups({ keyPrefix: 'test', now: () => now });
    for (let i = 0; i < DISTANCE_LOOKUPS_PER_HELPER_PER_HOUR; i += 1) expect(await lookups.take('user-1', ['helper-a'])).toEqual(new Set(['helper-a']));
    expect(await lookups.take('user-1', ['helper-a', 'helper-b'])).toEqual(new Set(['helper-b']));
    expect(await lookups.take('user-2', ['helper-a'])).toEqual(new Set(['helper-a']));
    now += 60 * 60 * 1000;
    expect(await lookups.take('user-1', ['helper-a'])).toEqual(new Set(['helper-a']));
  });
});
