import { callNames } from '@helpwire/proto';
import { type Identity, type Transaction } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import { endFailure, type NoHelperReason } from '../domain/call-failures';
import { isOpen, move, type CallStateName } from '../domain/call-state';
import { endState, nextStep, ringEndsAt, type EndState, type NextStep } from '../domain/ring-policy';
import type { FoundHelper, GenderPreferenceName } from '../ports/helper-matching';
import { findCall, lockCall, type CallWithRings } from '../store/call-queries';
import { insertRings, settleRingingRings, updateCallIf } from '../store/call-writes';
import type { CallRow } from '../store/schema';
import { announceMissed, emitUnanswered } from '../events/call-events';
import type { CallDeps } from './deps';

/** Where a step left the call. */
export interface StepResult {
  state: CallStateName;
  /** Why nobody could be rung (a call that ended NO_HELPER). */
  noHelper?: NoHelperReason;
}

export type Search = { helpers: FoundHelper[]; none?: NoHelperReason };

const systemIdentity = (): Identity => ({ requestId: `call-ring-${randomUUID()}`, language: 'en' });

/** Who the next wave rings (a network call to matching, made outside any transaction). */
export async function search(
  deps: CallDeps,
  call: Pick<CallRow, 'latitude' | 'longitude' | 'requestedHelperId' | 'categoryId' | 'languages' | 'genderPreference'>,
  step: Extract<NextStep, { kind: 'ring' }>,
): Promise<Search> {
  const location = { latitude: call.latitude, longitude: call.longitude };
  if (call.requestedHelperId) {
    const helper = await deps.matching.helperCandidate(call.requestedHelperId, call.categoryId, location, systemIdentity());
    return helper ? { helpers: [helper] } : { helpers: [], none: 'NONE_AVAILABLE' };
  }
  return deps.matching.findHelpers(
    {
      location,
      categoryId: call.categoryId,
      languages: call.languages,
      genderPreference: call.genderPreference as GenderPreferenceName,
      exclude: step.exclude,
      limit: step.limit,
    },
    systemIdentity(),
  );
}

async function ringWave(deps: CallDeps, tx: Transaction, call: CallRow, wave: number, helpers: FoundHelper[], now: Date): Promise<Date> {
  const endsAt = ringEndsAt(now, deps.policy);
  const rows = helpers.map((helper) => ({
    callId: call.id,
    helperId: helper.helperId,
    wave,
    rungAt: now,
    endsAt,
    outcome: 'RINGING' as const,
    distanceKm: helper.distanceKm,
  }));
  await insertRings(tx, rows);
  const state = call.state === 'RINGING' ? 'RINGING' : move(call.state, 'RINGING');
  await updateCallIf(tx, call.id, { state: call.state, wave: call.wave }, { state, wave, nextStepAt: endsAt, updatedAt: now });
  const ringing = { ...call, state, wave };
  await deps.notifier.ringing(
    tx,
    ringing,
    rows.map((row) => ({ ...row, settledAt: null })),
  );
  return endsAt;
}

async function end(deps: CallDeps, tx: Transaction, call: CallRow, state: EndState, noHelper: NoHelperReason | undefined, now: Date): Promise<void> {
  const to = move(call.state, state);
  await updateCallIf(tx, call.id, { state: call.state, wave: call.wave }, { state: to, nextStepAt: null, endedAt: now, updatedAt: now });
  await emitUnanswered(tx, { callId: call.id, userId: call.userId, state: callNames.unansweredStateNames.toProto(state) });
  const failure = endFailure(state, noHelper);
  await deps.notifier.ended(tx, { ...call, state: to }, { code: failure.reason, message: failure.message });
}

/**
 * The ring policy's step for one open call (decision 0024), run by its timer, by a decline that
 * left nobody ringing, and once by RequestCall: rings past their 15 s time out (`missed-call`),
 * then the next wave is rung or the call ends. The search runs first, outside the transaction; the
 * transaction then re-reads the call under its row lock and applies only when the call is still
 * in the state and wave the step was computed from (an accept, a cancel or another replica's
 * timer in between wins, and this step does nothing). `firstSearch`: the first wave's search,
 * already started by RequestCall alongside its checks.
 */
export async function advanceCall(deps: CallDeps, callId: string, known?: CallWithRings, firstSearch?: Promise<Search>): Promise<StepResult | undefined> {
  const found = known ?? (await findCall(deps.db, callId));
  if (!found || !isOpen(found.call.state)) return found ? { state: found.call.state } : undefined;
  const now = deps.clock.now();
  const step = nextStep(policyView(found), now, deps.policy);
  if (step.kind === 'wait') {
    deps.timers.arm(callId, step.until);
    return { state: found.call.state };
  }
  const searched = step.kind === 'ring' ? await (firstSearch && step.wave === 1 ? firstSearch : search(deps, found.call, step)) : undefined;
  const outcome = await deps.db.transaction(async (tx) => {
    const locked = await lockCall(tx, callId);
    if (!locked || locked.call.state !== found.call.state || locked.call.wave !== found.call.wave) return { kind: 'changed' as const };
    const call = locked.call;
    // Rings change only under this lock: when none of them is due, nothing is written.
    const due = locked.rings.some((ring) => ring.outcome === 'RINGING' && ring.endsAt <= now);
    const timedOut = due ? await settleRingingRings(tx, callId, 'TIMED_OUT', now, now) : [];
    await announceMissed(deps, tx, call, timedOut, 'TIMED_OUT');
    for (const ring of timedOut) await deps.notifier.ringEnded(tx, call, ring, 'TIMED_OUT');
    if (step.kind === 'ring' && searched!.helpers.length > 0)
      return { kind: 'rang' as const, next: await ringWave(deps, tx, call, step.wave, searched!.helpers, now) };
    const settled = locked.rings.map((ring) => (timedOut.some((t) => t.helperId === ring.helperId) ? { ...ring, outcome: 'TIMED_OUT' as const } : ring));
    const state = step.kind === 'end' ? step.state : endState(settled);
    const noHelper = state === 'NO_HELPER' ? searched?.none : undefined;
    await end(deps, tx, call, state, noHelper, now);
    return { kind: 'ended' as const, state, noHelper };
  });
  if (outcome.kind === 'changed') {
    const fresh = await findCall(deps.db, callId);
    const nextAt = fresh?.call.nextStepAt;
    if (fresh && nextAt && isOpen(fresh.call.state)) deps.timers.arm(callId, nextAt);
    return fresh ? { state: fresh.call.state } : undefined;
  }
  if (outcome.kind === 'rang') {
    deps.timers.arm(callId, outcome.next);
    return { state: 'RINGING' };
  }
  deps.timers.disarm(callId);
  return { state: outcome.state, ...(outcome.noHelper ? { noHelper: outcome.noHelper } : {}) };
}

function policyView({ call, rings }: CallWithRings) {
  return { state: call.state as 'REQUESTED' | 'RINGING', wave: call.wave, requestedHelperId: call.requestedHelperId, rings };
}
