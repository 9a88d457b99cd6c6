import { callNames, type call } from '@helpwire/proto';
import { AppError, requireRole, type CallContext } from '@helpwire/service-kit';
import { z } from 'zod';
import { accountCallCounts, flagsAbout, latestAccountCalls, type SideCount } from '../store/account-call-queries';
import type { CallDeps } from './deps';

const count = (side: SideCount): call.AccountCallCount => ({ calls: side.calls, ended: side.ended, lastCallAt: side.lastCallAt ?? undefined });

/**
 * The console's People page (ADMIN only, decision 0076): an account's calls as a user and as a helper,
 * the flags the other side raised about it, and its latest calls (`limit`, up to 1000, for its data export).
 */
export async function getAccountCalls(
  deps: Pick<CallDeps, 'db'>,
  request: call.GetAccountCallsRequest,
  ctx: CallContext,
): Promise<call.GetAccountCallsResponse> {
  requireRole(ctx, 'ADMIN');
  if (!z.uuid().safeParse(request.accountId).success) throw AppError.invalid('account must be an account id', 'VALIDATION_FAILED');
  const limit = Math.min(1000, Math.max(0, request.limit));
  const [counts, flags, latest] = await Promise.all([
    accountCallCounts(deps.db, request.accountId),
    flagsAbout(deps.db, request.accountId),
    latestAccountCalls(deps.db, request.accountId, limit),
  ]);
  return {
    asUser: count(counts.asUser),
    asHelper: count(counts.asHelper),
    flagsAbout: flags.map((flag) => ({
      callId: flag.callId,
      raisedBy: flag.side,
      reason: flag.reason,
      active: flag.active,
      reviewed: flag.reviewedAt !== null,
      createdAt: flag.createdAt,
    })),
    calls: latest.map((row) => ({
      id: row.id,
      side: row.side,
      categoryId: row.categoryId,
      state: callNames.callStateNames.toProto(row.state),
      createdAt: row.createdAt,
      acceptedAt: row.acceptedAt ?? undefined,
      endedAt: row.endedAt ?? undefined,
      billableSeconds: row.billableSeconds ?? 0,
    })),
  };
}
