import type { auth } from '@helpwire/proto';
import { AppError, type CallContext } from '@helpwire/service-kit';
import { ServiceTexts } from '../domain/service-texts';
import { takenError, takenFieldError } from '../domain/taken-texts';
import { enqueueEmailChanged, enqueueProfileUpdated } from '../events/account-events';
import { findAccountById, usedByAnother } from '../store/account-queries';
import { updateAccount } from '../store/account-writes';
import type { AuthDeps } from './deps';
import { startSession } from './start-session';
import { checkCode } from './verify-code';

/**
 * POST /auth/verifyotp by a signed-in account for its pending e-mail: the code sent to the new address
 * applies it (uniqueness checked again). Answers undefined when `email` is not this account's pending one.
 */
export async function confirmEmailChange(deps: AuthDeps, ctx: CallContext, email: string, code: string): Promise<auth.VerifyOtpResponse | undefined> {
  const { userId, role } = ctx.identity;
  if (!userId || (role !== 'USER' && role !== 'HELPER' && role !== 'ADMIN')) return undefined;
  const account = await findAccountById(deps.db, userId);
  if (!account?.pendingEmail || account.pendingEmail !== email) return undefined;
  await checkCode(deps.db, deps.secret, account.id, 'EMAIL_CHANGE', code);
  if (await usedByAnother(deps.db, 'email', email, account.id)) throw takenError('email');
  await deps.db
    .transaction(async (tx) => {
      await updateAccount(tx, account.id, { email, pendingEmail: null });
      await enqueueProfileUpdated(tx, { ...account, email });
      await enqueueEmailChanged(tx, account.id, account.email, email);
    })
    .catch((error: unknown) => {
      // Another account took the address between the check above and this update.
      throw takenFieldError(error);
    });
  const updated = await findAccountById(deps.db, userId);
  if (!updated) throw new AppError('UNAUTHENTICATED', ServiceTexts.sessionRequired, 'SESSION_REQUIRED');
  return startSession(deps.db, deps.secret, deps.sessionTtlMs, updated, role);
}
