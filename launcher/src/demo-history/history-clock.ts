import type { Clock } from '@helpwire/call';

/**
 * The call service's clock in all-in-one mode when the demo history is played (decision 0063): the
 * system's time, except while the history is played, when it reads the moment of the call being
 * played (weeks ago) and moves on as the call does. Back at `now()` before anyone can sign in.
 */
export class HistoryClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  at(when: Date, fn: () => void): () => void {
    const timer = setTimeout(fn, Math.max(0, when.getTime() - this.now().getTime()));
    timer.unref();
    return () => clearTimeout(timer);
  }

  /** Reads `moment` from now on (and moves on from there in real time). */
  set(moment: Date): void {
    this.offsetMs = moment.getTime() - Date.now();
  }

  /** Moves on by `ms` at once (a call's minutes, played in no time). */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** The system's time again. */
  reset(): void {
    this.offsetMs = 0;
  }
}
