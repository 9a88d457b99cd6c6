import { BROWSER_RECORDING_MIME_TYPE, RecordingTexts } from '@helpwire/contracts';
import { AppError, requireRole, type CallContext } from '@helpwire/service-kit';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { isLive } from '../domain/call-state';
import { findCall } from '../store/call-queries';
import { insertBrowserRecording, lockStorageOf, newRecordingStorageKey } from '../store/recording-store';
import { keepWithinQuota, roomLeft } from './recording-quota';
import type { CallRow, RecordingRow } from '../store/schema';
import { emitRecordingReady } from '../events/call-events';
import { callNotFound } from './call-access';
import { storageOf, type RecordingStorageView } from './list-recordings';
import type { RecordingDeps } from './recording-deps';

/** One message of the upload stream (proto UploadRecordingRequest). */
export interface BrowserRecordingPart {
  callId: string;
  durationSeconds: number;
  content: Uint8Array;
  last: boolean;
}

/** How long after its end a call's recording may still arrive (a slow link uploading what was recorded). */
export const BROWSER_UPLOAD_WINDOW_MS = 60 * 60_000;

/** Bytes the type is read from: an EBML header (1A 45 DF A3) whose DocType is "webm" comes first. */
const HEAD_BYTES = 64;
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** Whether the first bytes are a WebM file's (what MediaRecorder writes). */
export function looksLikeWebm(head: Buffer): boolean {
  return head.subarray(0, 4).equals(EBML_MAGIC) && head.subarray(0, HEAD_BYTES).includes('webm', 0, 'latin1');
}

const notWebm = () => AppError.invalid(RecordingTexts.notWebm, 'RECORDING_NOT_WEBM');
const tooLarge = () => AppError.invalid(RecordingTexts.tooLarge, 'RECORDING_TOO_LARGE');
const quotaFull = () => new AppError('FAILED_PRECONDITION', RecordingTexts.uploadQuotaFull, 'RECORDING_QUOTA_FULL');
const interrupted = () => new AppError('UNAVAILABLE', 'The upload was interrupted', 'RECORDING_UPLOAD_INTERRUPTED');

/**
 * The call a browser's recording may belong to: the caller's own (as its user) peer-to-peer call that
 * was accepted, live or ended less than BROWSER_UPLOAD_WINDOW_MS ago; anyone else's is "not found".
 */
async function callToRecord(deps: RecordingDeps, callId: string, userId: string): Promise<CallRow> {
  const found = callId ? await findCall(deps.db, callId) : undefined;
  const call = found?.call;
  if (!call || call.userId !== userId || !call.helperId || !call.acceptedAt) throw callNotFound();
  if (call.media !== 'P2P') throw new AppError('FAILED_PRECONDITION', RecordingTexts.notAvailable, 'RECORDING_NOT_AVAILABLE');
  const ended = call.state === 'ENDED' && call.endedAt !== null;
  if (!isLive(call.state) && !(ended && deps.clock.now().getTime() - call.endedAt!.getTime() <= BROWSER_UPLOAD_WINDOW_MS)) {
    throw new AppError('FAILED_PRECONDITION', RecordingTexts.callOver, 'RECORDING_CALL_OVER');
  }
  return call;
}

/**
 * POST /recording/uploadRecording (decision 0037): what the user's browser recorded of a
 * peer-to-peer call, kept in the cloud as a Janus call's recording is. The first message names the
 * call (the caller's, see callToRecord); its first bytes must be WebM; the size holds against
 * `uploadMaxBytes` and the room left in the quota of the user's plan chunk by chunk (the quota is checked when
 * recording starts, too: updateRecordingType); the bytes stream to storage and the recording is
 * READY once the marked last part came; the helper keeps it only within their own quota (keepWithinQuota). One per call (a second: RECORDING_EXISTS). Anything that fails
 * leaves no bytes behind.
 */
export async function uploadBrowserRecording(
  deps: RecordingDeps,
  parts: AsyncIterable<BrowserRecordingPart>,
  ctx: CallContext,
): Promise<{ recording: RecordingRow; storage: RecordingStorageView }> {
  const { userId } = requireRole(ctx, 'USER');
  let call: CallRow | undefined;
  let durationSeconds = 0;
  let room = 0;
  let head = Buffer.alloc(0);
  let size = 0;
  let complete = false;
  const storageKey = newRecordingStorageKey();
  let sink: { body: PassThrough; stored: Promise<void> } | undefined;
  const startStoring = () => {
    if (!looksLikeWebm(head)) throw notWebm();
    const body = new PassThrough();
    const stored = deps.storage.put(storageKey, body, BROWSER_RECORDING_MIME_TYPE);
    stored.catch(() => undefined);
    body.write(head);
    sink = { body, stored };
    return sink;
  };
  try {
    for await (const part of parts) {
      if (!call) {
        call = await callToRecord(deps, part.callId, userId);
        durationSeconds = part.durationSeconds;
        room = await roomLeft(deps, deps.db, userId);
        if (room <= 0) throw quotaFull();
      }
      complete ||= part.last;
      if (part.content.byteLength === 0) continue;
      const chunk = Buffer.from(part.content.buffer, part.content.byteOffset, part.content.byteLength);
      size += chunk.byteLength;
      if (size > deps.uploadMaxBytes) throw tooLarge();
      if (size > room) throw quotaFull();
      if (sink) await write(sink, chunk);
      else {
        head = Buffer.concat([head, chunk]);
        if (head.byteLength >= HEAD_BYTES) startStoring();
      }
    }
    if (!call || !complete) throw interrupted();
    if (size === 0) throw notWebm();
    const { body, stored } = sink ?? startStoring();
    body.end();
    await stored;
    const now = deps.clock.now();
    const longest = Math.max(0, ((call.endedAt ?? now).getTime() - call.acceptedAt!.getTime()) / 1000);
    const recorded = call;
    const recording = await deps.db.transaction(async (tx) => {
      // The quota again, now that the size is known and other recordings may have been kept meanwhile.
      await lockStorageOf(tx, [userId, recorded.helperId!]);
      if ((await roomLeft(deps, tx, userId)) < size) throw quotaFull();
      const row = await insertBrowserRecording(tx, {
        callId: recorded.id,
        userId,
        helperId: recorded.helperId!,
        storageKey,
        sizeBytes: size,
        durationSeconds: Math.min(Math.max(0, durationSeconds), longest),
        at: now,
      });
      if (!row) throw new AppError('ALREADY_EXISTS', RecordingTexts.alreadyRecorded, 'RECORDING_EXISTS');
      // The helper's side follows the rule of a stored Janus recording: kept only within their plan's quota.
      await keepWithinQuota(deps, tx, row, now);
      await emitRecordingReady(tx, row);
      return row;
    });
    ctx.logger.info({ recordingId: recording.id, callId: recording.callId, sizeBytes: size }, 'browser recording stored');
    return { recording, storage: await storageOf(deps, userId) };
  } catch (error) {
    if (sink) {
      sink.body.destroy();
      await sink.stored.catch(() => undefined);
      await deps.storage.delete(storageKey).catch(() => undefined);
    }
    throw error;
  }
}

/** Writes one chunk to storage, waiting while storage is behind (and failing when storage failed). */
async function write(sink: { body: PassThrough; stored: Promise<void> }, chunk: Buffer): Promise<void> {
  if (sink.body.write(chunk)) return;
  await Promise.race([once(sink.body, 'drain'), sink.stored.then(() => undefined)]);
}
