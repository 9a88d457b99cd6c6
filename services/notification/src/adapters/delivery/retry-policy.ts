import type { RetryPolicy } from '../../ports/delivery-senders';

/**
 * The waits before each retry of a failed delivery: attempt 2 waits about 30 s after the first,
 * then 2 min, 10 min, 1 h and 6 h; after the sixth attempt it is given up. Each wait is spread by
 * ±`jitter` (a share of it) so deliveries that failed together do not retry together.
 */
export const DELIVERY_BACKOFF_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000] as const;

export interface BackoffSettings {
  /** The waits before attempts 2, 3, …; one wait per retry: their number is the retries allowed. */
  delaysMs?: readonly number[];
  /** How far each wait may move either way, as a share of it (0 to 1). */
  jitter?: number;
  /** A number in [0, 1): Math.random unless a test fixes it. */
  random?: () => number;
}

export function backoffRetryPolicy({ delaysMs = DELIVERY_BACKOFF_MS, jitter = 0.2, random = Math.random }: BackoffSettings = {}): RetryPolicy {
  if (!(jitter >= 0 && jitter <= 1)) throw new RangeError('jitter must be between 0 and 1');
  if (delaysMs.some((delay) => !(delay >= 0))) throw new RangeError('every delay must be 0 or more');
  return (attempt) => {
    if (!Number.isInteger(attempt) || attempt < 2) throw new RangeError(`attempt ${attempt}: retries are attempts 2, 3, …`);
    const delay = delaysMs[attempt - 2];
    if (delay === undefined) return null;
    return Math.round(delay * (1 - jitter + 2 * jitter * random()));
  };
}

/** The policy the delivery worker uses: 30 s, 2 min, 10 min, 1 h, 6 h (±20 %), then given up. */
export const deliveryRetryPolicy: RetryPolicy = backoffRetryPolicy();
