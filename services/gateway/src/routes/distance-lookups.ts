import { DISTANCE_LOOKUPS_PER_HELPER_PER_HOUR } from '@helpwire/contracts';
import type { RedisCommand } from '../http/rate-limits';

const HOUR_MS = 60 * 60 * 1000;

/**
 * How often one account sees one helper's distance (decision 0022): at most
 * DISTANCE_LOOKUPS_PER_HELPER_PER_HOUR in the hour from its first look-up (a window per account and
 * helper, so no clock-hour boundary doubles the allowance). In Redis when configured (every gateway
 * replica counts in one place), in memory otherwise (one process).
 */
export interface DistanceLookups {
  /** Counts one look-up of each helper by the account; answers the helpers still within the limit. */
  take(accountId: string, helperIds: readonly string[]): Promise<Set<string>>;
}

/** INCR each key, giving a new one the window's time to live; answers the counts. */
const INCREMENT_ALL = `local counts = {}
for i, key in ipairs(KEYS) do
  counts[i] = redis.call('INCR', key)
  if counts[i] == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
end
return counts`;

export function createDistanceLookups(options: { redis?: RedisCommand; keyPrefix: string; now?: () => number; perHour?: number }): DistanceLookups {
  const now = options.now ?? Date.now;
  const limit = options.perHour ?? DISTANCE_LOOKUPS_PER_HELPER_PER_HOUR;
  const memory = new Map<string, { count: number; endsAt: number }>();

  async function increment(keys: string[]): Promise<number[]> {
    if (options.redis) {
      const counts = await options.redis('EVAL', INCREMENT_ALL, String(keys.length), ...keys, String(HOUR_MS));
      return (counts as number[]).map(Number);
    }
    const at = now();
    for (const [key, window] of memory) if (window.endsAt <= at) memory.delete(key);
    return keys.map((key) => {
      const window = memory.get(key) ?? { count: 0, endsAt: at + HOUR_MS };
      window.count += 1;
      memory.set(key, window);
      return window.count;
    });
  }

  return {
    async take(accountId, helperIds) {
      if (helperIds.length === 0) return new Set();
      const keys = helperIds.map((helperId) => `${options.keyPrefix}:distance:${accountId}:${helperId}`);
      const counts = await increment(keys);
      return new Set(helperIds.filter((_, i) => counts[i]! <= limit));
    },
  };
}
