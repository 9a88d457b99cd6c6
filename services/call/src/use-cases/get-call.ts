import type { call as proto } from '@helpwire/proto';
import { requireRole, type CallContext } from '@helpwire/service-kit';
import { findCall, type CallWithRings } from '../store/call-queries';
import { callNotFound } from './call-access';
import type { CallDeps } from './deps';

/** One call, for its user or its accepted helper; anyone else gets "not found" (never "not yours"). */
export async function getCall(deps: CallDeps, request: proto.GetCallRequest, ctx: CallContext): Promise<CallWithRings> {
  const { userId } = requireRole(ctx, 'USER', 'HELPER');
  const found = request.callId ? await findCall(deps.db, request.callId) : undefined;
  if (!found || (found.call.userId !== userId && found.call.helperId !== userId)) throw callNotFound();
  return found;
}
