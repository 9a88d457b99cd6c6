import { RECORDING_LINK_SECONDS } from '@helpwire/contracts';
import { requireRole, type CallContext } from '@helpwire/service-kit';
import { createHash, randomBytes } from 'node:crypto';
import { insertRecordingLink, recordingKeptBy } from '../store/recording-store';
import { recordingNotFound } from './recording-access';
import type { RecordingDeps } from './recording-deps';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Links are stored by the sha256 of their token: the database never holds a working link. */
export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * /recording/getRecordingURL (decision 0030): a random token (32 bytes) for one READY recording the
 * caller keeps, valid RECORDING_LINK_SECONDS; anyone else's, a pending or failed one: not found.
 */
export async function getRecordingLink(deps: RecordingDeps, request: { id: string }, ctx: CallContext): Promise<{ token: string; expiresAt: Date }> {
  const { userId } = requireRole(ctx, 'USER', 'HELPER');
  const recording = UUID.test(request.id) ? await recordingKeptBy(deps.db, request.id, userId) : undefined;
  if (!recording || recording.state !== 'READY' || !recording.storageKey) throw recordingNotFound();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.clock.now().getTime() + RECORDING_LINK_SECONDS * 1000);
  await insertRecordingLink(deps.db, { tokenHash: linkTokenHash(token), recordingId: recording.id, accountId: userId, expiresAt });
  return { token, expiresAt };
}
