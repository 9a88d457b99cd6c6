import { deliverDue, type DeliveryDeps } from '../use-cases/deliver-due';

const BATCH = 50;

/**
 * Runs `deliverDue` every `intervalMs`, and again at once while a round finds a full batch. One
 * round at a time per process; several replicas share the work by the claim's row locks.
 */
export class DeliveryWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private stopped = true;

  constructor(
    private readonly deps: DeliveryDeps,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Looks for due deliveries now (tests, or after a burst). */
  wake(): Promise<void> {
    this.running = this.running.then(() => this.round());
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.wake().finally(() => this.schedule(this.intervalMs));
    }, delayMs);
    this.timer.unref();
  }

  private async round(): Promise<void> {
    try {
      // Claimed rows are leased, so each pass takes new ones: this ends when fewer than a batch are due.
      while ((await deliverDue(this.deps, BATCH)) === BATCH);
    } catch (error) {
      this.deps.logger.error({ err: error }, 'notification delivery round failed');
    }
  }
}
