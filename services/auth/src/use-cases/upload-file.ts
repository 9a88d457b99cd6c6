import { filePurposeSchema, uploadError, type FilePurpose } from '@helpwire/contracts';
import type { auth } from '@helpwire/proto';
import { AppError, validateInput, type CallContext } from '@helpwire/service-kit';
import { createHash, randomUUID } from 'node:crypto';
import { cleanFileName, sniffFileType, type SniffedType } from '../domain/file-type';
import { toStoredFile } from '../domain/stored-file';
import { insertFile, type FileRow } from '../store/file-queries';
import type { AuthDeps } from './deps';

/**
 * POST /upload: checks the purpose, finds the type in the content (a PNG named x.pdf is a PNG), applies
 * the purpose's type and size rules, stores the bytes under a generated key and records the file. A
 * visitor's upload has no owner until a sign-up claims it; a signed-in account owns its uploads.
 */
export async function uploadFile(deps: Pick<AuthDeps, 'db' | 'files'>, request: auth.UploadRequest, ctx: CallContext): Promise<auth.UploadResponse> {
  const purpose = validateInput(filePurposeSchema, request.purpose);
  const content = Buffer.from(request.content.buffer, request.content.byteOffset, request.content.byteLength);
  const type = sniffFileType(content);
  const problem = uploadError(purpose, { mimeType: type ?? 'application/octet-stream', size: content.length });
  if (problem || !type) throw AppError.invalid(problem ?? 'Unsupported file');

  const file = await storeFile(deps, { ownerId: ctx.identity.userId || null, purpose, name: request.name, content, mimeType: type });
  ctx.logger.info({ fileId: file.id, purpose, size: content.length, owner: file.ownerId ?? 'visitor' }, 'file uploaded');
  return { file: toStoredFile(file) };
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

/** Stores checked bytes under a generated key and records the file; the bytes go if the record fails. */
export async function storeFile(deps: Pick<AuthDeps, 'db' | 'files'>, file: NewFile): Promise<FileRow> {
  const id = randomUUID();
  const storageKey = `${id.slice(0, 2)}/${id}`;
  await deps.files.put(storageKey, file.content, file.mimeType);
  try {
    return await insertFile(deps.db, {
      id,
      ownerId: file.ownerId,
      purpose: file.purpose,
      name: cleanFileName(file.name, file.mimeType),
      mimeType: file.mimeType,
      size: file.content.length,
      sha256: createHash('sha256').update(file.content).digest('hex'),
      storageKey,
      attachedAt: file.attached ? new Date() : null,
    });
  } catch (error) {
    await deps.files.delete(storageKey).catch(() => undefined);
    throw error;
  }
}
