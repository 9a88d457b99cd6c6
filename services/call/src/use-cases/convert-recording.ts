import { RecordingTexts } from '@helpwire/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { claimDueRecording, lockStorageOf, markRecordingAttemptFailed, markRecordingReady, newRecordingStorageKey } from '../store/recording-store';
import type { RecordingRow } from '../store/schema';
import type { RecordingDeps } from './recording-deps';
import { emitRecordingReady } from '../events/call-events';
import { keepWithinQuota } from './recording-quota';

/** Attempts a recording gets before it is FAILED, and the waits between them. */
export const CONVERSION_RETRIES_MS = [5_000, 30_000, 120_000] as const;
/** How long one worker holds a claimed recording; another takes it after (a crash mid-way). */
export const CONVERSION_LEASE_MS = 10 * 60_000;

/** A storage key like the uploads' (a fan-out folder and a UUID). */
/**
 * One step of the conversion job (decision 0030): takes the next PENDING recording that is due,
 * converts the call's Janus files (rec_dir/<call id>) into one WebM, stores it in the file storage
 * and marks it READY with its size and duration, kept by each side whose quota it fits
 * (keepWithinQuota; FAILED when it fits neither's). A failure is tried again later, up to
 * CONVERSION_RETRIES_MS, then FAILED; a call with nothing recorded is FAILED at once. Answers the
 * recording it worked on, or undefined when none was due.
 */
export async function convertNextRecording(deps: RecordingDeps): Promise<RecordingRow | undefined> {
  const now = deps.clock.now();
  const claimed = await claimDueRecording(deps.db, now, new Date(now.getTime() + CONVERSION_LEASE_MS));
  if (!claimed) return undefined;
  const workDir = await mkdtemp(join(tmpdir(), 'helpwire-recording-'));
  let storageKey: string | undefined;
  try {
    if (!deps.recordingsDir) throw new NothingRecorded('no Janus recordings folder is configured');
    const converted = await deps.converter.convert(join(deps.recordingsDir, claimed.callId), workDir);
    if (!converted) throw new NothingRecorded('Janus wrote no playable track for this call');
    storageKey = newRecordingStorageKey();
    await deps.storage.put(storageKey, createReadStream(converted.path), converted.mimeType);
    const done = { storageKey, mimeType: converted.mimeType, sizeBytes: converted.sizeBytes, durationSeconds: converted.durationSeconds, at: deps.clock.now() };
    const kept = await deps.db.transaction(async (tx) => {
      await lockStorageOf(tx, [claimed.userId, claimed.helperId]);
      if (!(await markRecordingReady(tx, claimed.id, done))) return false;
      const keeps = await keepWithinQuota(deps, tx, claimed, done.at);
      if (keeps) await emitRecordingReady(tx, claimed);
      return keeps;
    });
    if (!kept) {
      await deps.storage.delete(storageKey);
      deps.logger.info({ recordingId: claimed.id, callId: claimed.callId, sizeBytes: converted.sizeBytes }, 'call recording not kept: no side has room for it');
      return { ...claimed, state: 'FAILED', failure: RecordingTexts.notKeptStorageFull };
    }
    deps.logger.info(
      { recordingId: claimed.id, callId: claimed.callId, sizeBytes: converted.sizeBytes, durationSeconds: converted.durationSeconds },
      'call recording ready',
    );
    return { ...claimed, ...done, state: 'READY' };
  } catch (error) {
    if (storageKey) await deps.storage.delete(storageKey).catch(() => undefined);
    const wait = error instanceof NothingRecorded ? undefined : CONVERSION_RETRIES_MS[claimed.attempts - 1];
    const message = error instanceof Error ? error.message : String(error);
    deps.logger.warn(
      { err: error, recordingId: claimed.id, callId: claimed.callId, attempt: claimed.attempts, retry: wait !== undefined },
      'call recording conversion failed',
    );
    await markRecordingAttemptFailed(deps.db, claimed.id, message.slice(0, 500), wait === undefined ? undefined : new Date(deps.clock.now().getTime() + wait));
    return { ...claimed, state: wait === undefined ? 'FAILED' : 'PENDING', failure: message };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Nothing to convert: trying again cannot help. */
class NothingRecorded extends Error {}
