import type { auth } from '@helpwire/proto';
import { requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { z } from 'zod';
import { accountNamesOf } from '../store/account-names';
import type { AuthDeps } from './deps';

const input = z.object({ userIds: z.array(z.uuid()).max(100) });

/**
 * Admins only: the names and e-mails of accounts by id (the console's withdrawals page names each
 * helper, decision 0070; a dispute's parties, decision 0068). Unknown ids are left out; nothing else of the account is answered.
 */
export async function getAccountNames(
  deps: Pick<AuthDeps, 'db'>,
  request: auth.GetAccountNamesRequest,
  ctx: CallContext,
): Promise<auth.GetAccountNamesResponse> {
  requireRole(ctx, 'ADMIN');
  const ids = [...new Set(validateInput(input, request).userIds)];
  const rows = await accountNamesOf(deps.db, ids);
  return {
    accounts: rows.map((row) => ({ userId: row.id, firstName: row.firstName, lastName: row.lastName, username: row.username, email: row.email ?? '' })),
  };
}
