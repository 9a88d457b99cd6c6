import { CallTexts } from '@helpwire/contracts';
import type { call as proto } from '@helpwire/proto';
import { AppError } from '@helpwire/service-kit';
import { callThatRang } from '../store/call-queries';
import type { CallDeps } from './deps';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const callNotFound = () => AppError.notFound(CallTexts.callNotFound, 'CALL_NOT_FOUND');

/**
 * The call a helper answers: by its id, or as the realtime channel names it (the caller and the
 * category). Only a call that rang this helper is found; any other is "not found", never "not yours".
 */
export async function callRingingHelper(deps: CallDeps, helperId: string, target: Pick<proto.AcceptCallRequest, 'callId' | 'caller'>): Promise<string> {
  if (!target.callId && !target.caller) throw callNotFound();
  if (target.caller && !UUID.test(target.caller.userId)) throw callNotFound();
  const callId = await callThatRang(deps.db, helperId, { callId: target.callId, userId: target.caller?.userId, categoryId: target.caller?.categoryId });
  if (!callId) throw callNotFound();
  return callId;
}
