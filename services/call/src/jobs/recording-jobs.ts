import { PeriodicJob, type Logger } from '@helpwire/service-kit';
import { dropExpiredLinks } from '../store/recording-store';
import { convertNextRecording } from '../use-cases/convert-recording';
import type { RecordingDeps } from '../use-cases/recording-deps';

/**
 * Runs the recordings' conversion job (decision 0030): the PENDING rows are the queue, so a restart
 * loses nothing; this process looks every `intervalMs` and when told a call ended (`wake`), one
 * conversion at a time (ffmpeg takes a core), and drops expired playback links.
 */
export class RecordingJobs extends PeriodicJob {
  constructor(
    private readonly deps: RecordingDeps,
    logger: Logger,
    intervalMs = 5_000,
  ) {
    super(logger, intervalMs, 'recording job');
  }

  protected async pass(): Promise<void> {
    while (!this.stopped && (await convertNextRecording(this.deps))) {
      // One after another until none is due.
    }
    await dropExpiredLinks(this.deps.db, this.deps.clock.now());
  }
}
