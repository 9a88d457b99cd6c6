import { AuthTexts } from '@helpwire/contracts';
import type { auth } from '@helpwire/proto';
import { AppError, type Database } from '@helpwire/service-kit';
import { issueToken, type RoleName } from '../domain/session-token';
import { toUserMessage } from '../grpc/user-messages';
import { enqueueSignedIn } from '../events/account-events';
import type { AccountWithRoles } from '../store/account-queries';
import { recordSession } from '../store/session-store';

/**
 * Issues a token for a role the account holds and records its session. A sign-in (`signIn`, by
 * password or a social provider) also publishes helpwire.auth.signed_in with the session, for the
 * "new sign-in" notice; a role switch, a verification or a confirmed e-mail does not.
 */
export async function startSession(
  db: Database,
  secret: string,
  ttlMs: number,
  account: AccountWithRoles,
  role: RoleName,
  signIn?: 'PASSWORD' | 'SOCIAL',
): Promise<{ token: string; user: auth.User }> {
  // A suspended account gets no session, however it signs in (password, social, a code, a role switch).
  if (account.suspendedAt) throw new AppError('PERMISSION_DENIED', AuthTexts.accountSuspended, 'AUTH_ACCOUNT_SUSPENDED');
  const issued = await issueToken(secret, account.id, role, ttlMs);
  await db.transaction(async (tx) => {
    await recordSession(tx, account.id, role, issued);
    if (signIn) await enqueueSignedIn(tx, account.id, role, signIn);
  });
  return { token: issued.token, user: toUserMessage(account, role) };
}
