import { FileTexts, fileIdSchema } from '@helpwire/contracts';
import type { auth } from '@helpwire/proto';
import { AppError, type CallContext } from '@helpwire/service-kit';
import { toStoredFile } from '../domain/stored-file';
import { attachDisputeFile as markAttached } from '../store/file-queries';
import type { AuthDeps } from './deps';

/**
 * A dispute (its opener's evidence, or the admin's with the decision) uses one of the caller's own
 * DISPUTE uploads: the file is marked attached in the step that checks it, before the dispute records
 * it, so the stale-upload clean-up never deletes evidence a dispute links to. Answers the file's
 * facts; NOT_FOUND "File not found" for any other file. A retry marks nothing twice.
 */
export async function attachDisputeFile(
  deps: Pick<AuthDeps, 'db'>,
  request: auth.AttachDisputeFileRequest,
  ctx: CallContext,
): Promise<auth.AttachDisputeFileResponse> {
  const notFound = () => AppError.notFound(FileTexts.fileNotFound, 'UPLOAD_FILE_NOT_FOUND');
  const accountId = ctx.identity.userId;
  if (!accountId || !fileIdSchema.safeParse(request.id).success) throw notFound();
  const file = await markAttached(deps.db, request.id, accountId);
  if (!file) throw notFound();
  ctx.logger.info({ fileId: file.id }, 'dispute evidence attached');
  return { file: toStoredFile(file) };
}
