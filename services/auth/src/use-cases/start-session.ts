import type { auth } from '@helpwire/proto';
import type { Database } from '@helpwire/service-kit';
import { issueToken, type RoleName } from '../domain/session-token';
import { userView } from '../domain/user-view';
import type { AccountWithRoles } from '../store/account-queries';
import { recordSession } from '../store/session-store';

/** Issues a token for a role the account holds and records its session. */
export async function startSession(db: Database, secret: string, ttlMs: number, account: AccountWithRoles, role: RoleName): Promise<{ token: string; user: auth.User }> {
  const issued = await issueToken(secret, account.id, role, ttlMs);
  await recordSession(db, account.id, role, issued);
  return { token: issued.token, user: userView(account, role) };
}
