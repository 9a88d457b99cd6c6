import { MatchingTexts } from '@helpwire/contracts';
import type { matching } from '@helpwire/proto';
import { AppError, validateInput } from '@helpwire/service-kit';
import { callRef } from '../domain/find-input';
import type { MatchingDeps } from './deps';

/**
 * The call service: the helper took this call and is not offered until ClearInCall (or two hours,
 * twice the longest call). Setting the same call again is fine; another call fails with
 * MATCHING_HELPER_BUSY, atomically, so two calls can never both claim one helper.
 */
export async function setInCall(deps: MatchingDeps, request: matching.SetInCallRequest): Promise<matching.SetInCallResponse> {
  const { helperId, callId } = validateInput(callRef, request);
  const result = await deps.presence.setInCall(helperId, callId);
  if (!result.ok) throw new AppError('FAILED_PRECONDITION', MatchingTexts.helperBusy, 'MATCHING_HELPER_BUSY');
  return {};
}

/** The call ended: offered again (when still online and available). Only this call's mark is cleared. */
export async function clearInCall(deps: MatchingDeps, request: matching.ClearInCallRequest): Promise<matching.ClearInCallResponse> {
  const { helperId, callId } = validateInput(callRef, request);
  return { cleared: await deps.presence.clearInCall(helperId, callId) };
}
