import { AuthTexts, FileTexts, normalizePhone, registerRoleBody } from '@helpwire/contracts';
import type { auth } from '@helpwire/proto';
import type { RegisterRoleInput } from '../grpc/request-messages';
import { AppError, validateInput, type CallContext } from '@helpwire/service-kit';
import { ServiceTexts } from '../domain/service-texts';
import { takenError } from '../domain/taken-texts';
import { enqueueProfileUpdated, enqueueRoleRegistered } from '../events/account-events';
import { findAccountById, usedByAnother } from '../store/account-queries';
import { updateAccount } from '../store/account-writes';
import type { AfterCommit } from '../store/file-queries';
import { addRole } from '../store/role-writes';
import type { AuthDeps } from './deps';
import { attachProfileFiles } from './profile-files';
import { signedIn } from './sessions';
import { startSession } from './start-session';

/**
 * /auth/register-role: the signed-in account takes on the other role and gets a session for it.
 * USER is immediate; HELPER needs a phone, an ID card and documents, and starts In Review.
 */
export async function registerRole(deps: AuthDeps, request: RegisterRoleInput, ctx: CallContext): Promise<auth.RegisterRoleResponse> {
  const { userId, role: sessionRole } = signedIn(ctx);
  if (sessionRole !== 'USER' && sessionRole !== 'HELPER') throw new AppError('PERMISSION_DENIED', AuthTexts.roleNotAllowed, 'ROLE_NOT_ALLOWED');
  const body = validateInput(registerRoleBody, {
    role_slug: request.role,
    phone: request.phone || undefined,
    idCard: request.idCardFileId || undefined,
    documents: request.documentFileIds.length > 0 ? request.documentFileIds : undefined,
    categories: request.categories.length > 0 ? request.categories : undefined,
  });
  const role = body.role_slug;
  const account = await findAccountById(deps.db, userId);
  if (!account) throw new AppError('UNAUTHENTICATED', ServiceTexts.sessionRequired, 'SESSION_REQUIRED');
  if (account.roles.some((r) => r.role === role)) throw new AppError('ALREADY_EXISTS', AuthTexts.roleAlreadyHeld, 'AUTH_ROLE_ALREADY_HELD');

  let newPhone: string | null = null;
  if (role === 'HELPER') {
    const missing: string[] = [];
    if (!account.phone && !body.phone) missing.push(AuthTexts.phoneRequired);
    if (!body.idCard) missing.push(FileTexts.idCardRequired);
    if (!body.documents?.length) missing.push(FileTexts.documentsRequired);
    if (missing.length > 0) throw AppError.invalid(missing, 'VALIDATION_FAILED');
    if (!account.phone && body.phone) {
      newPhone = normalizePhone(body.phone);
      if (await usedByAnother(deps.db, 'phone', newPhone, userId)) throw takenError('phone');
    }
  }

  const attached = await deps.db.transaction(async (tx) => {
    let files: AfterCommit | undefined;
    if (role === 'HELPER') {
      files = await attachProfileFiles(deps, tx, account, { idCardFileId: body.idCard, documentFileIds: body.documents });
      const profile = body.categories ? { ...account.profile, categories: body.categories } : account.profile;
      if (newPhone || body.categories) {
        await updateAccount(tx, userId, { ...(newPhone ? { phone: newPhone } : {}), profile });
        await enqueueProfileUpdated(tx, { ...account, profile });
      }
    }
    if (!(await addRole(tx, userId, role))) throw new AppError('ALREADY_EXISTS', AuthTexts.roleAlreadyHeld, 'AUTH_ROLE_ALREADY_HELD');
    await enqueueRoleRegistered(tx, userId, role);
    return files;
  });
  await attached?.afterCommit();
  const updated = await findAccountById(deps.db, userId);
  if (!updated) throw new AppError('UNAUTHENTICATED', ServiceTexts.sessionRequired, 'SESSION_REQUIRED');
  ctx.logger.info({ accountId: userId, role }, 'role registered');
  return startSession(deps.db, deps.secret, deps.sessionTtlMs, updated, role);
}
