import type { matching } from '@helpwire/proto';
import { requireRole, type CallContext } from '@helpwire/service-kit';
import type { MatchingDeps } from './deps';

function presenceOf(deps: MatchingDeps, until: number): matching.HelperPresence {
  const ms = deps.heartbeatIntervalMs;
  return { expiresAt: new Date(until), heartbeatInterval: { seconds: String(Math.floor(ms / 1000)), nanos: (ms % 1000) * 1_000_000 } };
}

/**
 * The signed-in helper's realtime channel connected (the gateway calls with the helper's identity,
 * so a helper can only ever announce themselves). Online until the time to live passes.
 */
export async function helperConnected(deps: MatchingDeps, ctx: CallContext): Promise<matching.HelperConnectedResponse> {
  const { userId } = requireRole(ctx, 'HELPER');
  return { presence: presenceOf(deps, await deps.presence.touch(userId)) };
}

/** Keeps the signed-in helper online for another time to live (also after a restart lost the presence). */
export async function helperHeartbeat(deps: MatchingDeps, ctx: CallContext): Promise<matching.HelperHeartbeatResponse> {
  const { userId } = requireRole(ctx, 'HELPER');
  return { presence: presenceOf(deps, await deps.presence.touch(userId)) };
}

/** The signed-in helper's channel closed: no longer offered, at once. */
export async function helperDisconnected(deps: MatchingDeps, ctx: CallContext): Promise<matching.HelperDisconnectedResponse> {
  const { userId } = requireRole(ctx, 'HELPER');
  await deps.presence.disconnect(userId);
  return {};
}
