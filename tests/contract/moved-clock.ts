/**
 * The contract stack runs its services in the test's process, so they all read time from its `Date`.
 * `movedClock()` fakes `Date` alone (timers, promises and sockets keep real time, and the clock keeps
 * ticking with it) so a suite can move time on at once instead of sleeping: two people together in a
 * call for 1.5 s is `clock.advance(1500)`, not a 1.5 s wait.
 */
export interface MovedClock {
  /** Moves every in-process service's clock on by `ms`. */
  advance(ms: number): void;
}

export function movedClock(): MovedClock {
  beforeAll(() => {
    jest.useFakeTimers({
      advanceTimers: true,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
  });
  afterAll(() => {
    jest.useRealTimers();
  });
  return {
    advance(ms) {
      jest.setSystemTime(Date.now() + ms);
    },
  };
}
