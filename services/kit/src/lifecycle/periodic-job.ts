import type { Logger } from 'pino';

/**
 * A background job whose work list is in the database, so a restart loses nothing: it runs a pass
 * every `intervalMs` and when woken, one pass at a time (a wake during a pass runs one more after
 * it), logs a failed pass and tries again at the next tick. Tests wake it and wait with `idle()`.
 */
export abstract class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  protected stopped = false;

  constructor(
    protected readonly logger: Logger,
    private readonly intervalMs: number,
    private readonly name: string,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), this.intervalMs);
    this.timer.unref();
    this.wake();
  }

  /** Runs a pass now (or right after the current one). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch((error: unknown) => this.logger.warn({ err: error }, `${this.name} pass failed`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Resolves when no pass is running. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.idle();
  }

  protected abstract pass(): Promise<void>;
}
