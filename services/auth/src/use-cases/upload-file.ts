import { filePurposeSchema, uploadError } from '@helpwire/contracts';
import type { auth } from '@helpwire/proto';
import { AppError, validateInput, type CallContext } from '@helpwire/service-kit';
import { createHash, randomUUID } from 'node:crypto';
import { cleanFileName, sniffFileType } from '../domain/file-type';
import { toStoredFile } from '../domain/stored-file';
import { insertFile } from '../store/file-queries';
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

  const id = randomUUID();
  const storageKey = `${id.slice(0, 2)}/${id}`;
  await deps.files.put(storageKey, content, type);
  try {
    const file = await insertFile(deps.db, {
      id,
      ownerId: ctx.identity.userId || null,
      purpose,
      name: cleanFileName(request.name, type),
      mimeType: type,
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      storageKey,
    });
    ctx.logger.info({ fileId: id, purpose, size: content.length, owner: file.ownerId ?? 'visitor' }, 'file uploaded');
    return { file: toStoredFile(file) };
  } catch (error) {
    await deps.files.delete(storageKey).catch(() => undefined);
    throw error;
  }
}
