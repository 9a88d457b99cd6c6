import { FileTexts, fileIdSchema } from '@helpwire/contracts';
import type { auth } from '@helpwire/proto';
import { AppError, type CallContext } from '@helpwire/service-kit';
import { toStoredFile } from '../domain/stored-file';
import { findFile, type FileRow } from '../store/file-queries';
import type { AuthDeps } from './deps';

/**
 * Who may read a file: profile pictures are public once claimed; ID cards and documents only their owner
 * or an admin; nobody reads an unclaimed upload (not even the visitor, who has no identity).
 */
export function mayRead(file: Pick<FileRow, 'purpose' | 'ownerId'>, identity: { userId?: string; role?: string }): boolean {
  if (!file.ownerId) return false;
  if (file.purpose === 'PROFILE_PICTURE') return true;
  if (identity.userId && file.ownerId === identity.userId) return true;
  return identity.role === 'ADMIN';
}

/** GET /files/:id: the file and its bytes, or NOT_FOUND "File not found" for anything not readable. */
export async function getFile(deps: Pick<AuthDeps, 'db' | 'files'>, request: auth.GetFileRequest, ctx: CallContext): Promise<auth.GetFileResponse> {
  const notFound = () => AppError.notFound(FileTexts.fileNotFound);
  if (!fileIdSchema.safeParse(request.id).success) throw notFound();
  const file = await findFile(deps.db, request.id);
  if (!file || !mayRead(file, ctx.identity)) throw notFound();
  let content: Buffer;
  try {
    content = await deps.files.get(file.storageKey);
  } catch (error) {
    ctx.logger.error({ err: error, fileId: file.id }, 'stored bytes of a file are missing');
    throw notFound();
  }
  return { file: toStoredFile(file), content };
}
