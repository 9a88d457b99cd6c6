import {
  ACCOUNT_UPLOAD_QUOTA,
  filePurposeSchema,
  FileTexts,
  UPLOAD_MAX_BYTES,
  UPLOAD_RULES,
  uploadError,
  VISITOR_UPLOAD_QUOTA,
  type FilePurpose,
} from '@helpwire/contracts';
import type { auth } from '@helpwire/proto';
import type { UploadInput } from '../grpc/request-messages';
import { AppError, validateInput, type CallContext, type Transaction } from '@helpwire/service-kit';
import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { cleanFileName, sniffFileType, type SniffedType } from '../domain/file-type';
import { toStoredFile } from '../domain/stored-file';
import { refuseOverQuota, type QuotaUsage } from '../domain/upload-quota';
import { accountUploadUsage, insertFile, lockAccountUploads, visitorUploadsSince, type FileRow } from '../store/file-queries';
import type { AuthDeps } from './deps';

/** Bytes the type is read from (WebP needs 12); gathered before anything is stored. */
const SNIFF_BYTES = 12;

/**
 * POST /upload, streamed: the first chunk names the file; its first bytes decide the type (a PNG
 * named x.pdf is a PNG) and a type the purpose refuses ends the upload there; the size limit holds
 * chunk by chunk; the bytes go straight to storage under a generated key and the file is recorded
 * once the last chunk came. A visitor's upload has no owner until a sign-up claims it, and counts
 * toward its address's hourly quota; a signed-in account owns its uploads, within its hourly and
 * total quota (checked before, chunk by chunk, and once more under the account's lock as the file
 * is recorded, so parallel uploads cannot pass it). Anything that fails (including a caller that
 * went away) leaves no bytes behind.
 */
export async function uploadFile(deps: Pick<AuthDeps, 'db' | 'files'>, requests: AsyncIterable<UploadInput>, ctx: CallContext): Promise<auth.UploadResponse> {
  const id = randomUUID();
  const storageKey = `${id.slice(0, 2)}/${id}`;
  const visitor = !ctx.identity.userId;
  const hash = createHash('sha256');
  let name = '';
  let visitorAddress: string | null = null;
  let usage: QuotaUsage = { hour: { files: 0, bytes: 0 } };
  let purpose: FilePurpose | undefined;
  let head = Buffer.alloc(0);
  let size = 0;
  let sink: { body: PassThrough; stored: Promise<void> } | undefined;
  const startStoring = () => {
    const type = sniffFileType(head);
    refuseType(purpose, type);
    const body = new PassThrough();
    const stored = deps.files.put(storageKey, body, type ?? 'application/octet-stream');
    stored.catch(() => undefined);
    body.write(head);
    sink = { body, stored };
    return sink;
  };

  try {
    let first = true;
    let complete = false;
    for await (const message of requests) {
      complete ||= message.last;
      if (first) {
        first = false;
        name = message.name;
        if (visitor) visitorAddress = message.clientAddress || 'unknown';
        usage = await usageOf(deps.db, ctx.identity.userId, visitorAddress);
        refuseOverQuota(usage, visitor, 0);
      }
      if (message.purpose && !purpose) purpose = validateInput(filePurposeSchema, message.purpose);
      // Dispute evidence belongs to an account: a visitor has no call to dispute.
      if (visitor && purpose === 'DISPUTE') throw AppError.invalid(FileTexts.disputeNeedsAccount, 'UPLOAD_PURPOSE_INVALID');
      // A tutorial's video is published on the help pages: only an admin uploads one (decision 0080).
      if (purpose === 'TUTORIAL_VIDEO' && ctx.identity.role !== 'ADMIN')
        throw new AppError('PERMISSION_DENIED', FileTexts.videoNeedsAdmin, 'UPLOAD_PURPOSE_INVALID');
      if (message.content.byteLength === 0) continue;
      const chunk = Buffer.from(message.content.buffer, message.content.byteOffset, message.content.byteLength);
      size += chunk.byteLength;
      hash.update(chunk);
      if (size > (purpose ? UPLOAD_RULES[purpose].maxBytes : UPLOAD_MAX_BYTES)) throw AppError.invalid(sizeText(purpose ?? 'DOCUMENT'), 'UPLOAD_TOO_LARGE');
      refuseOverQuota(usage, visitor, size);
      if (sink) {
        await write(sink, chunk);
      } else {
        head = Buffer.concat([head, chunk]);
        if (head.byteLength >= SNIFF_BYTES) startStoring();
      }
    }
    // A caller that went away may look like one that finished: only the marked last message says so.
    if (!complete) throw new AppError('UNAVAILABLE', 'The upload was interrupted', 'UPLOAD_INTERRUPTED');
    if (!purpose) throw AppError.invalid(FileTexts.purposeInvalid, 'UPLOAD_PURPOSE_INVALID');
    const mimeType = sniffFileType(head);
    const problem = uploadError(purpose, { mimeType: mimeType ?? 'application/octet-stream', size });
    if (problem || !mimeType) throw AppError.invalid(problem ?? FileTexts.fileRequired, problem ? 'UPLOAD_FILE_REJECTED' : 'UPLOAD_FILE_REQUIRED');
    const { body, stored } = sink ?? startStoring();
    body.end();
    await stored;
    // A tutorial's video is kept from the start (the stale-upload clean-up leaves it): the admin's library.
    const attachedAt = purpose === 'TUTORIAL_VIDEO' ? new Date() : null;
    const file = await recordFile(
      deps,
      { id, storageKey, ownerId: ctx.identity.userId || null, purpose, name, mimeType, size, sha256: hash.digest('hex'), visitorAddress, attachedAt },
      true,
    );
    ctx.logger.info({ fileId: file.id, purpose, size, owner: file.ownerId ?? 'visitor' }, 'file uploaded');
    return { file: toStoredFile(file) };
  } catch (error) {
    if (sink) {
      sink.body.destroy();
      await sink.stored.catch(() => undefined);
      await deps.files.delete(storageKey).catch(() => undefined);
    }
    throw error;
  }
}

/** The type text of `purpose` when the sniffed type is not one it accepts (checked on the first bytes). */
function refuseType(purpose: FilePurpose | undefined, type: SniffedType | null): void {
  if (!purpose) return;
  const problem = uploadError(purpose, { mimeType: type ?? 'application/octet-stream', size: 1 });
  if (problem) throw AppError.invalid(problem, 'UPLOAD_FILE_REJECTED');
}

function sizeText(purpose: FilePurpose): string {
  return uploadError(purpose, { mimeType: UPLOAD_RULES[purpose].mimeTypes[0]!, size: UPLOAD_RULES[purpose].maxBytes + 1 }) ?? FileTexts.documentTooLarge;
}

/** What counts against this upload's quota: the account's hour and total, or the visitor address's hour. */
async function usageOf(db: AuthDeps['db'] | Transaction, ownerId: string | undefined, address: string | null): Promise<QuotaUsage> {
  if (ownerId) return accountUploadUsage(db, ownerId, new Date(Date.now() - ACCOUNT_UPLOAD_QUOTA.windowMs));
  return { hour: await visitorUploadsSince(db, address ?? 'unknown', new Date(Date.now() - VISITOR_UPLOAD_QUOTA.windowMs)) };
}

/** Writes one chunk to storage, waiting while storage is behind (and failing when storage failed). */
async function write(sink: { body: PassThrough; stored: Promise<void> }, chunk: Buffer): Promise<void> {
  if (sink.body.write(chunk)) return;
  await Promise.race([once(sink.body, 'drain'), sink.stored.then(() => undefined)]);
}

export interface NewFile {
  ownerId: string | null;
  purpose: FilePurpose;
  /** The uploader's name for it; cleaned before it is kept. */
  name: string;
  content: Buffer;
  /** The type found in the content. */
  mimeType: SniffedType;
  /** Attached to its owner's profile at once (seeded files); uploads attach when a profile uses them. */
  attached?: boolean;
}

/** Stores checked bytes held in memory (small seeded files) under a generated key and records the file. */
export async function storeFile(deps: Pick<AuthDeps, 'db' | 'files'>, file: NewFile): Promise<FileRow> {
  const id = randomUUID();
  const storageKey = `${id.slice(0, 2)}/${id}`;
  await deps.files.put(storageKey, file.content, file.mimeType);
  return recordFile(deps, {
    id,
    storageKey,
    ownerId: file.ownerId,
    purpose: file.purpose,
    name: file.name,
    mimeType: file.mimeType,
    size: file.content.length,
    sha256: createHash('sha256').update(file.content).digest('hex'),
    attachedAt: file.attached ? new Date() : null,
  });
}

/** Records stored bytes as a file (the name cleaned); the bytes go if the record fails. */
async function recordFile(
  deps: Pick<AuthDeps, 'db' | 'files'>,
  row: Omit<Parameters<typeof insertFile>[1], 'name'> & { name: string; mimeType: SniffedType; storageKey: string },
  withinQuota = false,
): Promise<FileRow> {
  const values = { ...row, name: cleanFileName(row.name, row.mimeType) };
  const ownerId = row.ownerId;
  try {
    if (!withinQuota || !ownerId) return await insertFile(deps.db, values);
    // One upload of the account at a time from here: parallel uploads that all passed the first check cannot all be kept.
    return await deps.db.transaction(async (tx) => {
      await lockAccountUploads(tx, ownerId);
      refuseOverQuota(await usageOf(tx, ownerId, null), false, values.size);
      return insertFile(tx, values);
    });
  } catch (error) {
    await deps.files.delete(row.storageKey).catch(() => undefined);
    throw error;
  }
}
