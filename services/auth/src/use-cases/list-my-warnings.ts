import { authNames, type auth } from '@helpwire/proto';
import { requireRole, type CallContext } from '@helpwire/service-kit';
import { warningsNewestFirst } from '../store/account-sanctions';
import type { AuthDeps } from './deps';

/**
 * The signed-in account's own warnings, newest first (its profile's warnings panel, issue 24 item 3):
 * when and why, never who gave them. The account is the session's: there is no way to name another.
 */
export async function listMyWarnings(deps: Pick<AuthDeps, 'db'>, ctx: CallContext): Promise<auth.ListMyWarningsResponse> {
  const { userId } = requireRole(ctx, 'USER', 'HELPER');
  const rows = await warningsNewestFirst(deps.db, userId);
  return {
    warnings: rows.map((row) => ({ id: row.id, reason: row.reason, source: authNames.warningSourceNames.toProto(row.source), createdAt: row.createdAt })),
  };
}
