import { DAY_MS } from './billing-period';

/** Retries of a declined renewal, in days after its first failure (decision 0085). */
export const RETRY_DAYS = [1, 3, 5] as const;
/** Days after the first failure when the subscription ends and the free plan follows. */
export const GRACE_DAYS = 7;

/**
 * Dunning's next step after `attempts` failed payments of a renewal (the first failed at
 * `firstFailedAt`): the next retry (none after the third), and the end of grace.
 */
export function dunningAfter(firstFailedAt: Date, attempts: number): { nextRetryAt: Date | null; graceEndsAt: Date } {
  const retryDay = RETRY_DAYS[attempts - 1];
  return {
    nextRetryAt: retryDay === undefined ? null : new Date(firstFailedAt.getTime() + retryDay * DAY_MS),
    graceEndsAt: new Date(firstFailedAt.getTime() + GRACE_DAYS * DAY_MS),
  };
}
