import type { Logger } from '@helpwire/service-kit';
import { dropExpiredLinks } from '../store/recording-store';
import { convertNextRecording } from '../use-cases/convert-recording';
import type { RecordingDeps } from '../use-cases/recording-deps';

/**
 * Runs the recordings' conversion job (decision 0030): the PENDING rows are the queue, so a restart
 * loses nothing; this process looks every `intervalMs` and when told a call ended (`wake`), one
 * conversion at a time (ffmpeg takes a core), and drops expired playback links.
 */
export class RecordingJobs {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly deps: RecordingDeps,
    private readonly logger: Logger,
    private readonly intervalMs = 5_000,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), this.intervalMs);
    this.timer.unref();
    this.wake();
  }

  /** Looks for due recordings now (or right after the current pass). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'recording job pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Resolves when no pass is running (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.idle();
  }

  private async pass(): Promise<void> {
    while (!this.stopped && (await convertNextRecording(this.deps))) {
      // One after another until none is due.
    }
    await dropExpiredLinks(this.deps.db, this.deps.clock.now());
  }
}
