import { isLive } from '../domain/call-state';
import { advanceCall } from './advance-call';
import type { CallDeps } from './deps';
import { expireMeeting } from './end-meeting';

/**
 * What a call's timer does when it fires (one timer per call, at calls.next_step_at, decision
 * 0024): the ring policy's step while the call looks for a helper, the one-hour end once accepted
 * (decision 0026).
 */
export async function stepCall(deps: CallDeps, callId: string): Promise<void> {
  const result = await advanceCall(deps, callId);
  if (result && isLive(result.state)) await expireMeeting(deps, callId);
}
