import { AuthTexts, deleteAccountBody } from '@helpwire/contracts';
import type { auth } from '@helpwire/proto';
import type { DeleteAccountInput } from '../grpc/request-messages';
import { AppError, validateInput, type CallContext, type Transaction } from '@helpwire/service-kit';
import { ServiceTexts } from '../domain/service-texts';
import { enqueueAccountDeleted, enqueueSessionsEnded } from '../events/account-events';
import { findAccountById } from '../store/account-queries';
import { erasePersonalData } from '../store/account-writes';
import type { AfterCommit } from '../store/file-queries';
import { removeRole } from '../store/role-writes';
import { revokeAccountSessions, revokeRoleSessions } from '../store/session-store';
import type { AuthDeps } from './deps';
import { deleteProfileFiles } from './profile-files';
import { checkCurrentPassword } from './password-throttle';
import { signedIn } from './sessions';

/**
 * /users/delete and /helpers/delete: removes the session's role (its sessions end). When no USER or
 * HELPER role is left, the personal data is erased; the row id stays so other services' records resolve.
 */
export async function deleteAccount(deps: AuthDeps, request: DeleteAccountInput, ctx: CallContext): Promise<auth.DeleteAccountResponse> {
  const { userId, role } = signedIn(ctx);
  if (role !== request.role || (role !== 'USER' && role !== 'HELPER')) throw new AppError('PERMISSION_DENIED', AuthTexts.roleNotAllowed, 'ROLE_NOT_ALLOWED');
  const body = validateInput(deleteAccountBody, { password: request.password || undefined });
  const account = await findAccountById(deps.db, userId);
  if (!account) throw new AppError('UNAUTHENTICATED', ServiceTexts.sessionRequired, 'SESSION_REQUIRED');
  if (account.passwordHash !== null) {
    if (!body.password) throw AppError.invalid(AuthTexts.deletePasswordRequired, 'AUTH_PASSWORD_REQUIRED');
    await checkCurrentPassword(deps.db, account, body.password, request.clientAddress || undefined);
  }
  const erased = !account.roles.some((r) => r.role !== role && r.role !== 'ADMIN');
  const removedFiles = await deps.db.transaction(async (tx) => {
    await removeRole(tx, userId, role);
    await revokeRoleSessions(tx, userId, role);
    const files = erased ? await eraseAccountData(deps, tx, userId) : undefined;
    await enqueueAccountDeleted(tx, userId, role, erased);
    return files;
  });
  await removedFiles?.afterCommit();
  ctx.logger.info({ accountId: userId, role, erased }, 'account role deleted');
  return { erased };
}

/**
 * Replaces every personal field, frees the e-mail, phone and username, ends every session and deletes
 * every file (the account's last role deleted, or an admin's erasure from the console).
 */
export async function eraseAccountData(deps: AuthDeps, tx: Transaction, accountId: string): Promise<AfterCommit> {
  await erasePersonalData(tx, accountId);
  await revokeAccountSessions(tx, accountId);
  await enqueueSessionsEnded(tx, accountId);
  return deleteProfileFiles(deps, tx, accountId);
}
