import type { Logger } from '@helpwire/service-kit';
import type { Clock } from '../ports/clock';

/** Arms the one timer of each open call: when it fires, the ring policy looks at the call again. */
export interface RingScheduler {
  arm(callId: string, at: Date): void;
  disarm(callId: string): void;
}

const RETRY_MS = 1000;

/**
 * In-process timers over the database's deadlines (calls.next_step_at). The deadline is the truth:
 * a timer lost with the process is armed again at start (and by the periodic sweep), and a timer that
 * fires on two replicas is harmless, because the step is a compare-and-set on the call's state and wave.
 */
export class RingTimers implements RingScheduler {
  private readonly cancels = new Map<string, () => void>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly clock: Clock,
    private readonly step: (callId: string) => Promise<void>,
    private readonly logger: Logger,
  ) {}

  arm(callId: string, at: Date): void {
    if (this.stopped) return;
    this.disarm(callId);
    this.cancels.set(
      callId,
      this.clock.at(at, () => {
        this.cancels.delete(callId);
        this.fire(callId);
      }),
    );
  }

  disarm(callId: string): void {
    this.cancels.get(callId)?.();
    this.cancels.delete(callId);
  }

  /** How many calls have a timer armed. */
  get armed(): number {
    return this.cancels.size;
  }

  /** Resolves once every step that has started has finished. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const cancel of this.cancels.values()) cancel();
    this.cancels.clear();
    await this.idle();
  }

  private fire(callId: string): void {
    if (this.stopped) return;
    const run = this.step(callId)
      .catch((error: unknown) => {
        this.logger.warn({ err: error, callId }, 'ring step failed; trying again');
        this.arm(callId, new Date(this.clock.now().getTime() + RETRY_MS));
      })
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }
}
