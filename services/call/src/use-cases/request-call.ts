import { CallTexts, ValidationTexts } from '@helpwire/contracts';
import { callNames, type call as proto } from '@helpwire/proto';
import { AppError, isUniqueViolation, OutboxBatch, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { z } from 'zod';
import { endFailure, noHelperError, type NoHelperReason } from '../domain/call-failures';
import { CALL_REFERENCE, newCallReference } from '../domain/call-reference';
import { isOpen, move, type CallStateName } from '../domain/call-state';
import { PaymentAuthenticationNeeded } from '../domain/payment-authentication';
import { nextStep, ringEndsAt } from '../domain/ring-policy';
import type { HoldOutcome } from '../ports/call-payments';
import type { FoundHelper } from '../ports/helper-matching';
import { activeCallsOf, findCall, type CallWithRings } from '../store/call-queries';
import { writeNewCall } from '../store/call-writes';
import type { calls, CallRow, RingRow } from '../store/schema';
import { search } from './advance-call';
import type { CallDeps } from './deps';
import { emitRequested, emitUnanswered } from '../events/call-events';

const id = z.string().trim().min(1, ValidationTexts.invalidId).max(100, ValidationTexts.invalidId);
const input = z.object({
  categoryId: id,
  location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  languages: z.array(z.string().trim().min(1).max(20)).min(1).max(10),
  helperId: z.uuid(ValidationTexts.invalidId).optional(),
  callerFirstName: z.string().trim().max(100).optional(),
  callId: z.string().trim().regex(CALL_REFERENCE, ValidationTexts.invalidId).optional(),
});

const HOLD_REFUSALS: Record<Exclude<HoldOutcome, 'AUTHORIZED' | 'AUTHENTICATION_ACTION'>, () => AppError> = {
  NO_CARD: () => new AppError('FAILED_PRECONDITION', CallTexts.paymentCardRequired, 'CALL_PAYMENT_CARD_REQUIRED'),
  NO_DEFAULT_CARD: () => new AppError('FAILED_PRECONDITION', CallTexts.defaultCardRequired, 'CALL_DEFAULT_CARD_REQUIRED'),
  TAB_UNPAID: () => new AppError('FAILED_PRECONDITION', CallTexts.tabUnpaid, 'CALL_TAB_UNPAID'),
  DECLINED: () => new AppError('FAILED_PRECONDITION', CallTexts.cardDeclined, 'CALL_CARD_DECLINED'),
  AUTHENTICATION_REQUIRED: () => new AppError('FAILED_PRECONDITION', CallTexts.paymentAuthenticationRequired, 'CALL_PAYMENT_AUTHENTICATION_REQUIRED'),
  AUTHENTICATION_FAILED: () => new AppError('FAILED_PRECONDITION', CallTexts.paymentAuthenticationFailed, 'CALL_PAYMENT_AUTHENTICATION_FAILED'),
};

/**
 * The call's money is held before anyone is rung (decision 0031), or the user is told why not; when
 * the bank asks for 3-D Secure, the user is given the step and the call id to ask again with.
 */
async function holdPayment(deps: CallDeps, ctx: CallContext, callId: string, categoryId: string, resume: boolean): Promise<void> {
  const { outcome, authentication } = await deps.cards.authorize(callId, categoryId, ctx.identity, resume);
  if (outcome === 'AUTHORIZED') return;
  if (outcome === 'AUTHENTICATION_ACTION') throw new PaymentAuthenticationNeeded({ callId, ...authentication! });
  throw HOLD_REFUSALS[outcome]();
}

/** Asked again after the 3-D Secure step: a call id already written (rung or ended) is not requested twice. */
async function notYetWritten(deps: CallDeps, callId: string, userId: string): Promise<void> {
  const written = await findCall(deps.db, callId);
  if (!written) return;
  if (written.call.userId !== userId) throw new AppError('NOT_FOUND', CallTexts.callNotFound, 'CALL_NOT_FOUND');
  throw isOpen(written.call.state) ? alreadyRinging() : new AppError('FAILED_PRECONDITION', CallTexts.ended, 'CALL_ENDED');
}

const alreadyRinging = () => new AppError('FAILED_PRECONDITION', CallTexts.alreadyRinging, 'CALL_ALREADY_RINGING');
const alreadyInCall = () => new AppError('FAILED_PRECONDITION', CallTexts.alreadyInCall, 'CALL_ALREADY_IN_CALL');

/**
 * A USER asks for help (spec §4 Instant match; call-back when a helper is named): a location and a
 * default card are required (spec §5 Calls), one call at a time (ringing or in progress), and the
 * call's money is held on the card before anyone is rung (decision 0031); when the bank asks for
 * 3-D Secure nothing is written and the answer is the step (PaymentAuthenticationNeeded), after
 * which the same request with its `callId` continues that hold and rings. The first
 * wave's search (in memory at matching) runs alongside the checks; then the call, its first wave's
 * rings, helpwire.call.requested and the helpers' `incomming-call`s are written in ONE statement and
 * the rings published straight after its commit (decision 0024, bench:ring): the ring is the moment
 * the user waits for. When nobody can be rung the call is written ended (NO_HELPER) and the answer is
 * the spec's text; when matching cannot be reached it is written ended too and the error answers,
 * so the user can ask again at once. The call's timer is armed for the wave's end.
 */
export async function requestCall(deps: CallDeps, request: proto.RequestCallRequest, ctx: CallContext): Promise<CallWithRings> {
  const { userId } = requireRole(ctx, 'USER');
  if (!request.location) throw new AppError('FAILED_PRECONDITION', CallTexts.locationRequired, 'CALL_LOCATION_REQUIRED');
  const valid = validateInput(input, request);
  const now = deps.clock.now();
  const requested = {
    // After the user's 3-D Secure step the call keeps the id its hold was asked for under.
    id: valid.callId ?? newCallReference(),
    userId,
    categoryId: valid.categoryId,
    state: 'REQUESTED' as const,
    wave: 0,
    nextStepAt: now,
    requestedHelperId: valid.helperId ?? null,
    callerFirstName: valid.callerFirstName ?? null,
    latitude: valid.location.latitude,
    longitude: valid.location.longitude,
    languages: valid.languages,
    genderPreference: callNames.genderPreferenceNames.fromProto(request.genderPreference) ?? 'NO_PREFERENCE',
    createdAt: now,
    updatedAt: now,
  };
  const first = nextStep({ state: 'REQUESTED', wave: 0, requestedHelperId: requested.requestedHelperId, rings: [] }, now, deps.policy);
  if (first.kind !== 'ring') throw new Error('a new call always starts with a wave');
  // Its answer is used only once the checks passed.
  const searching = search(deps, requested, first).then(
    (found) => ({ found }),
    (error: unknown) => ({ error }),
  );
  const active = await activeCallsOf(deps.db, userId);
  if (active.some((call) => isOpen(call.state))) throw alreadyRinging();
  // One call at a time: a user still in an accepted call leaves it before asking again.
  if (active.length > 0) throw alreadyInCall();
  if (valid.callId) await notYetWritten(deps, valid.callId, userId);
  await holdPayment(deps, ctx, requested.id, requested.categoryId, valid.callId !== undefined);
  const searched = await searching;
  const outcome =
    'found' in searched && searched.found.helpers.length > 0
      ? ringFirstWave(deps, requested, first.wave, searched.found.helpers, now)
      : endUnrung(deps, requested, 'found' in searched ? searched.found.none : undefined, now);
  const { call, rings, batch } = await outcome;
  try {
    await writeNewCall(deps.db, call, rings, batch, deps.committed);
  } catch (error) {
    // The call was never written, so no event will release its hold: release it now.
    await deps.cards
      .release(call.id, ctx.identity)
      .catch((releaseError: unknown) => ctx.logger.warn({ err: releaseError, callId: call.id }, 'hold not released; the payment service releases it later'));
    if (isUniqueViolation(error)) throw alreadyRinging();
    throw error;
  }
  if ('error' in searched) throw searched.error;
  if (call.state === 'NO_HELPER') throw noHelperError('found' in searched ? searched.found.none : undefined);
  deps.timers.arm(call.id, call.nextStepAt!);
  return { call, rings };
}

type NewCall = typeof calls.$inferInsert & { state: CallStateName };

/** The call row as written: every column the table would fill by itself, filled here. */
function callRow(values: NewCall): CallRow {
  return {
    helperId: null,
    acceptedAt: null,
    endedAt: null,
    recording: false,
    media: null,
    mediaPin: null,
    mediaSecret: null,
    endsAt: null,
    userLeftAt: null,
    helperLeftAt: null,
    callLeftBy: null,
    endReason: null,
    billableSeconds: null,
    recordingType: null,
    wave: 0,
    nextStepAt: null,
    requestedHelperId: null,
    callerFirstName: null,
    ...values,
  };
}

/** The first wave rings: the call RINGING until the wave's end, the rings, and the events. */
async function ringFirstWave(deps: CallDeps, requested: NewCall, wave: number, helpers: readonly FoundHelper[], now: Date) {
  const endsAt = ringEndsAt(now, deps.policy);
  const call = callRow({ ...requested, state: move(requested.state, 'RINGING'), wave, nextStepAt: endsAt });
  const rings: RingRow[] = helpers.map((helper) => ({
    callId: call.id,
    helperId: helper.helperId,
    wave,
    rungAt: now,
    endsAt,
    outcome: 'RINGING',
    distanceKm: helper.distanceKm,
    settledAt: null,
  }));
  const batch = new OutboxBatch();
  await emitRequested(batch, { callId: call.id, userId: call.userId, categoryId: call.categoryId, requestedHelperId: call.requestedHelperId ?? undefined });
  await deps.notifier.ringing(batch, call, rings);
  return { call, rings, batch };
}

/** Nobody to ring (or matching unreachable): the call is recorded as ended NO_HELPER, as the ring policy ends one. */
async function endUnrung(deps: CallDeps, requested: NewCall, noHelper: NoHelperReason | undefined, now: Date) {
  const call = callRow({ ...requested, state: move(requested.state, 'NO_HELPER'), nextStepAt: null, endedAt: now });
  const batch = new OutboxBatch();
  await emitRequested(batch, { callId: call.id, userId: call.userId, categoryId: call.categoryId, requestedHelperId: call.requestedHelperId ?? undefined });
  await emitUnanswered(batch, { callId: call.id, userId: call.userId, state: callNames.unansweredStateNames.toProto('NO_HELPER') });
  const failure = endFailure('NO_HELPER', noHelper);
  await deps.notifier.ended(batch, call, { code: failure.reason, message: failure.message });
  return { call, rings: [] as RingRow[], batch };
}
