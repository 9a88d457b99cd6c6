import { FileTexts, fileIdSchema } from '@helpwire/contracts';
import type { auth } from '@helpwire/proto';
import { AppError, type CallContext } from '@helpwire/service-kit';
import type { Readable } from 'node:stream';
import { toStoredFile } from '../domain/stored-file';
import { findFile, type FileRow } from '../store/file-queries';
import type { AuthDeps } from './deps';

/**
 * Who may read a file: profile pictures and tutorial videos are public once claimed; ID cards and
 * documents only their owner or an admin; nobody reads an unclaimed upload (not even the visitor, who has no identity).
 */
export function mayRead(file: Pick<FileRow, 'purpose' | 'ownerId'>, identity: { userId?: string; role?: string }): boolean {
  if (!file.ownerId) return false;
  if (file.purpose === 'PROFILE_PICTURE' || file.purpose === 'TUTORIAL_VIDEO') return true;
  if (identity.userId && file.ownerId === identity.userId) return true;
  return identity.role === 'ADMIN';
}

/**
 * GET /files/:id, streamed: the file's facts first, then its bytes in chunks as fast as the caller
 * takes them (storage is read no faster); NOT_FOUND "File not found" for anything not readable.
 */
export async function getFile(
  deps: Pick<AuthDeps, 'db' | 'files'>,
  request: auth.GetFileRequest,
  ctx: CallContext,
  send: (message: auth.GetFileResponse) => Promise<void>,
): Promise<void> {
  const notFound = () => AppError.notFound(FileTexts.fileNotFound, 'UPLOAD_FILE_NOT_FOUND');
  if (!fileIdSchema.safeParse(request.id).success) throw notFound();
  const file = await findFile(deps.db, request.id);
  if (!file || !mayRead(file, ctx.identity)) throw notFound();
  let bytes: Readable;
  try {
    bytes = await deps.files.open(file.storageKey);
  } catch (error) {
    ctx.logger.error({ err: error, fileId: file.id }, 'stored bytes of a file are missing');
    throw notFound();
  }
  try {
    await send({ file: toStoredFile(file), content: Buffer.alloc(0) });
    for await (const chunk of bytes) await send({ content: chunk as Buffer });
  } finally {
    bytes.destroy();
  }
}
