/** Time for the ring policy: the system's in production, a controllable one in tests. */
export interface Clock {
  now(): Date;
  /** Runs `fn` at `when` (at once when it has passed); answers a function that cancels it. */
  at(when: Date, fn: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => new Date(),
  at: (when, fn) => {
    const timer = setTimeout(fn, Math.max(0, when.getTime() - Date.now()));
    timer.unref();
    return () => clearTimeout(timer);
  },
};
