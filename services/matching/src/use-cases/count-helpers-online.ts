import type { matching } from '@helpwire/proto';
import { requireRole, type CallContext } from '@helpwire/service-kit';
import type { MatchingDeps } from './deps';

/** The console's overview (ADMIN only): the helpers connected now, and how many of them are in a call. */
export async function countHelpersOnline(deps: MatchingDeps, ctx: CallContext): Promise<matching.CountHelpersOnlineResponse> {
  requireRole(ctx, 'ADMIN');
  const { online, inCall } = deps.presence.counts();
  return { online, inCall };
}
