import type { Logger } from 'pino';

type Step = { name: string; run: () => Promise<void> | void };

/**
 * Ordered graceful shutdown: steps run in reverse order of registration (last started, first
 * stopped), each bounded by a timeout, once, on SIGINT/SIGTERM or when `shutdown()` is called.
 */
export class Shutdown {
  private readonly steps: Step[] = [];
  private done: Promise<void> | undefined;

  constructor(
    private readonly logger: Logger,
    private readonly stepTimeoutMs = 10_000,
  ) {}

  add(name: string, run: Step['run']): void {
    this.steps.push({ name, run });
  }

  /** Exits the process after shutting down on SIGINT or SIGTERM. */
  onSignals(exit: (code: number) => void = (code) => process.exit(code)): void {
    const handler = (signal: NodeJS.Signals) => {
      this.logger.info({ signal }, 'shutting down');
      void this.shutdown().then(() => exit(0));
    };
    process.once('SIGINT', handler);
    process.once('SIGTERM', handler);
  }

  shutdown(): Promise<void> {
    this.done ??= (async () => {
      for (const step of [...this.steps].reverse()) {
        let timer: NodeJS.Timeout | undefined;
        try {
          await Promise.race([
            Promise.resolve().then(step.run),
            new Promise((_, reject) => {
              timer = setTimeout(() => reject(new Error(`timed out after ${this.stepTimeoutMs} ms`)), this.stepTimeoutMs);
            }),
          ]);
        } catch (error) {
          this.logger.error({ err: error, step: step.name }, 'shutdown step failed');
        } finally {
          clearTimeout(timer);
        }
      }
    })();
    return this.done;
  }
}
