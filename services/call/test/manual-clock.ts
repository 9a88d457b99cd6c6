import type { Clock } from '../src/ports/clock';

/** A clock the test moves: timers fire when `advance` passes their time (at once when already due). */
export class ManualClock implements Clock {
  private timers: { at: number; fn: () => void; id: number }[] = [];
  private nextId = 0;

  constructor(private time = Date.parse('2026-11-24T10:00:00.000Z')) {}

  now(): Date {
    return new Date(this.time);
  }

  at(when: Date, fn: () => void): () => void {
    const id = this.nextId++;
    if (when.getTime() <= this.time) {
      let cancelled = false;
      queueMicrotask(() => cancelled || fn());
      return () => void (cancelled = true);
    }
    this.timers.push({ at: when.getTime(), fn, id });
    return () => void (this.timers = this.timers.filter((t) => t.id !== id));
  }

  /** Moves time on by `ms` and fires every timer now due, earliest first. */
  advance(ms: number): void {
    this.time += ms;
    const due = this.timers.filter((t) => t.at <= this.time).sort((a, b) => a.at - b.at);
    this.timers = this.timers.filter((t) => t.at > this.time);
    for (const t of due) t.fn();
  }

  get pending(): number {
    return this.timers.length;
  }
}
