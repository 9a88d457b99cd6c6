import type { matching } from '@helpwire/proto';
import { ValidationTexts } from '@helpwire/contracts';
import { requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { z } from 'zod';
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

/** The most helpers one HelperHeartbeats names (a gateway replica's turn holds far fewer). */
export const MAX_HEARTBEATS_PER_CALL = 1000;

const heartbeats = z.object({ helperIds: z.array(z.uuid(ValidationTexts.invalidId)).max(MAX_HEARTBEATS_PER_CALL) });

/**
 * The realtime channel's heartbeats for the helpers whose HELPER sockets it holds, one call per
 * turn (decision 0024: one call per helper cost a fifth of a core with 1,000 helpers connected).
 * Same effect as each helper's HelperHeartbeat.
 */
export async function helperHeartbeats(deps: MatchingDeps, request: matching.HelperHeartbeatsRequest): Promise<matching.HelperHeartbeatsResponse> {
  const { helperIds } = validateInput(heartbeats, request);
  const until = await deps.presence.touchMany([...new Set(helperIds)]);
  return { presence: presenceOf(deps, until) };
}

/** The signed-in helper's channel closed: no longer offered, at once. */
export async function helperDisconnected(deps: MatchingDeps, ctx: CallContext): Promise<matching.HelperDisconnectedResponse> {
  const { userId } = requireRole(ctx, 'HELPER');
  await deps.presence.disconnect(userId);
  return {};
}
