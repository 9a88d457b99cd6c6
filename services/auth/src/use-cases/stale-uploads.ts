import { UNCLAIMED_UPLOAD_TTL_MS } from '@helpwire/contracts';
import type { Database, Logger } from '@helpwire/service-kit';
import type { FileStorage } from '@helpwire/service-kit';
import { deleteStaleUploads } from '../store/file-queries';

/**
 * Every `intervalMs`, deletes uploads no profile attached within UNCLAIMED_UPLOAD_TTL_MS (a visitor's
 * files no sign-up claimed, and signed-in uploads no profile or dispute used), rows and bytes, in
 * batches. `now` is the clock (a test runs the job a day later). Returns the stop function.
 */
export function startStaleUploadCleanup(
  deps: { db: Database; files: FileStorage; logger: Logger; now?: () => number },
  intervalMs = 15 * 60_000,
): () => Promise<void> {
  const now = deps.now ?? Date.now;
  let running: Promise<void> | undefined;
  const sweep = async () => {
    try {
      const olderThan = new Date(now() - UNCLAIMED_UPLOAD_TTL_MS);
      let total = 0;
      for (let batch = 0; batch < 20; batch++) {
        const deleted = await deleteStaleUploads(deps.db, deps.files, olderThan);
        total += deleted;
        if (deleted < 500) break;
      }
      if (total > 0) deps.logger.info({ deleted: total }, 'stale uploads deleted');
    } catch (error) {
      deps.logger.warn({ err: error }, 'stale upload clean-up failed; retrying next round');
    }
  };
  const tick = () => {
    running ??= sweep().finally(() => (running = undefined));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
