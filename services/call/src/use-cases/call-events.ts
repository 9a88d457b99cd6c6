import { CallEvents, emit, type Transaction } from '@helpwire/service-kit';
import { callNames } from '@helpwire/proto';
import type { MissedReasonName } from '../notify/call-notifier';
import type { CallRow } from '../store/schema';
import type { CallDeps } from './deps';

/** The rings that ended without their helper's answer: helpwire.call.missed each, and `missed-call` to them. */
export async function announceMissed(deps: CallDeps, tx: Transaction, call: CallRow, rings: readonly { helperId: string; wave: number }[], reason: MissedReasonName): Promise<void> {
  for (const ring of rings) {
    await emit(tx, CallEvents.missed, { callId: call.id, userId: call.userId, helperId: ring.helperId, wave: ring.wave, reason: callNames.missedReasonNames.toProto(reason) });
  }
  await deps.notifier.missed(
    tx,
    call,
    rings.map((ring) => ring.helperId),
    reason,
  );
}
