import { changePasswordBody, forgotPasswordBody, resetPasswordBody } from '@helpwire/contracts';
import type { auth } from '@helpwire/proto';
import { AppError, validateInput, type CallContext } from '@helpwire/service-kit';
import { hashPassword } from '../domain/password-hashing';
import { enqueuePasswordChanged, enqueueSessionsEnded } from '../events/account-events';
import { ServiceTexts } from '../domain/service-texts';
import { findAccountByContact, findAccountById, findAccountRowByContact } from '../store/account-queries';
import { markVerified, updateAccount } from '../store/account-writes';
import { revokeAccountSessions } from '../store/session-store';
import type { AuthDeps } from './deps';
import { checkCurrentPassword } from './password-throttle';
import { signedIn } from './sessions';
import { contactOf, issueCodeUnseen } from './verification';
import { checkCode } from './verify-code';

/**
 * /auth/forgot-password, by e-mail or phone: the same answer, in the same time, whether or not the
 * account exists. The code goes to every address the account has (e-mail and SMS).
 */
export async function forgotPassword(deps: AuthDeps, request: auth.ForgotPasswordRequest, ctx: CallContext): Promise<auth.ForgotPasswordResponse> {
  const contact = validateInput(forgotPasswordBody, contactOf(request));
  await issueCodeUnseen(deps, await findAccountRowByContact(deps.db, contact), 'PASSWORD_RESET', ctx);
  return {};
}

/** /auth/reset-password: with the code and the e-mail or phone it went to; every session of the account ends. */
export async function resetPassword(deps: AuthDeps, request: auth.ResetPasswordRequest): Promise<auth.ResetPasswordResponse> {
  const body = validateInput(
    resetPasswordBody,
    contactOf(request, { code: request.code, password: request.password, confirmPassword: request.confirmPassword }),
  );
  const account = await findAccountByContact(deps.db, body);
  await checkCode(deps.db, deps.secret, account?.id, 'PASSWORD_RESET', body.code);
  if (!account) throw AppError.invalid(ServiceTexts.invalidCode, 'AUTH_CODE_INVALID');
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    await updateAccount(tx, account.id, { passwordHash });
    await markVerified(tx, account.id);
    await revokeAccountSessions(tx, account.id);
    await enqueueSessionsEnded(tx, account.id);
    await enqueuePasswordChanged(tx, account.id, 'RESET');
  });
  return {};
}

/** /users/changePassword and /helpers/changePassword: needs the current password (throttled); other sessions end. */
export async function changePassword(deps: AuthDeps, request: auth.ChangePasswordRequest, ctx: CallContext): Promise<auth.ChangePasswordResponse> {
  const { userId } = signedIn(ctx);
  const body = validateInput(changePasswordBody, {
    currentPassword: request.currentPassword,
    newPassword: request.newPassword,
    confirmPassword: request.confirmPassword,
  });
  const account = await findAccountById(deps.db, userId);
  if (!account) throw AppError.invalid(ServiceTexts.currentPasswordWrong, 'AUTH_CURRENT_PASSWORD_WRONG');
  await checkCurrentPassword(deps.db, account, body.currentPassword, request.clientAddress || undefined);
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction(async (tx) => {
    await updateAccount(tx, account.id, { passwordHash });
    await revokeAccountSessions(tx, account.id, ctx.identity.tokenId);
    await enqueuePasswordChanged(tx, account.id, 'CHANGED');
  });
  return {};
}
