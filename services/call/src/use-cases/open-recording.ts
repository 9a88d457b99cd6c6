import { RecordingTexts } from '@helpwire/contracts';
import { AppError } from '@helpwire/service-kit';
import type { Readable } from 'node:stream';
import { recordingKeptByAParty } from '../store/call-facts-store';
import { linkOf, recordingKeptBy } from '../store/recording-store';
import type { RecordingRow } from '../store/schema';
import { linkTokenHash } from './get-recording-link';
import { recordingNotFound } from './recording-access';
import type { RecordingDeps } from './recording-deps';

const linkExpired = () => AppError.notFound(RecordingTexts.linkExpired, 'RECORDING_LINK_EXPIRED');

/** The bytes asked for (an HTTP Range: either end may be open), within a file of `size` bytes; undefined for all of it. */
export function byteRangeOf(asked: { first?: number; last?: number } | undefined, size: number): { first: number; last: number } | undefined {
  if (!asked || (asked.first === undefined && asked.last === undefined)) return undefined;
  // "bytes=-500": the last 500 bytes.
  const first = asked.first ?? Math.max(0, size - (asked.last ?? 0));
  const last = asked.first === undefined ? size - 1 : Math.min(asked.last ?? size - 1, size - 1);
  if (!(first >= 0 && first <= last)) throw new AppError('INVALID_ARGUMENT', 'Range Not Satisfiable', 'RECORDING_RANGE_INVALID');
  return { first, last };
}

/**
 * The bytes behind a playback link: the token must be one we issued, not past its time, and its
 * account must still keep the recording (an admin's link: a party must) (a recording deleted after the link was made is gone).
 * `range` is an HTTP byte range, inclusive (the answer says the range served).
 */
export async function openRecording(
  deps: RecordingDeps,
  request: { token: string; range?: { first?: number; last?: number } },
): Promise<{ recording: RecordingRow; range: { first: number; last: number } | undefined; bytes: Readable }> {
  const link = request.token.length >= 16 && request.token.length <= 100 ? await linkOf(deps.db, linkTokenHash(request.token)) : undefined;
  if (!link || link.expiresAt.getTime() <= deps.clock.now().getTime()) throw linkExpired();
  // A party's link plays while that party keeps the recording; an admin's (getCallFacts, the only
  // other issuer of links) while either party keeps it.
  const party = link.accountId === link.recording.userId || link.accountId === link.recording.helperId;
  const recording = party ? await recordingKeptBy(deps.db, link.recording.id, link.accountId) : await recordingKeptByAParty(deps.db, link.recording.id);
  if (!recording?.storageKey || recording.state !== 'READY') throw recordingNotFound();
  const range = byteRangeOf(request.range, recording.sizeBytes);
  return { recording, range, bytes: await deps.storage.open(recording.storageKey, range) };
}
