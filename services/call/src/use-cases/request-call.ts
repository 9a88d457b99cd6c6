import { CallTexts, ValidationTexts } from '@helpwire/contracts';
import { callNames, type call as proto } from '@helpwire/proto';
import { AppError, CallEvents, emit, isUniqueViolation, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { z } from 'zod';
import { noHelperError } from '../domain/call-failures';
import { newCallReference } from '../domain/call-reference';
import { findCall, liveCallOf, openCallIdOf, type CallWithRings } from '../store/call-queries';
import { insertCall } from '../store/call-writes';
import { nextStep } from '../domain/ring-policy';
import { abandonRequest, advanceCall, search } from './advance-call';
import type { CallDeps } from './deps';

const id = z.string().trim().min(1, ValidationTexts.invalidId).max(100, ValidationTexts.invalidId);
const input = z.object({
  categoryId: id,
  location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  languages: z.array(z.string().trim().min(1).max(20)).min(1).max(10),
  helperId: z.uuid(ValidationTexts.invalidId).optional(),
  callerFirstName: z.string().trim().max(100).optional(),
});

async function requireDefaultCard(deps: CallDeps, ctx: CallContext, userId: string): Promise<void> {
  const standing = await deps.cards.standingOf(userId, ctx.identity);
  if (standing === 'NO_CARD') throw new AppError('FAILED_PRECONDITION', CallTexts.paymentCardRequired, 'CALL_PAYMENT_CARD_REQUIRED');
  if (standing === 'NO_DEFAULT') throw new AppError('FAILED_PRECONDITION', CallTexts.defaultCardRequired, 'CALL_DEFAULT_CARD_REQUIRED');
}

const alreadyRinging = () => new AppError('FAILED_PRECONDITION', CallTexts.alreadyRinging, 'CALL_ALREADY_RINGING');
const alreadyInCall = () => new AppError('FAILED_PRECONDITION', CallTexts.alreadyInCall, 'CALL_ALREADY_IN_CALL');

/**
 * A USER asks for help (spec §4 Instant match; call-back when a helper is named): a location and a
 * default card are required (spec §5 Calls), one call at a time (ringing or in progress). The call is recorded
 * (REQUESTED, helpwire.call.requested) and the first wave is rung before the answer; when nobody can
 * be rung the call ends NO_HELPER and the answer is the spec's text.
 */
export async function requestCall(deps: CallDeps, request: proto.RequestCallRequest, ctx: CallContext): Promise<CallWithRings> {
  const { userId } = requireRole(ctx, 'USER');
  if (!request.location) throw new AppError('FAILED_PRECONDITION', CallTexts.locationRequired, 'CALL_LOCATION_REQUIRED');
  const valid = validateInput(input, request);
  const now = deps.clock.now();
  const callId = newCallReference();
  const values = {
    id: callId,
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
  // The first wave's search (in memory at matching) runs alongside the checks: the ring is the
  // moment the user waits for. Its answer is used only once the checks passed and the call is written.
  const first = nextStep({ state: 'REQUESTED', wave: 0, requestedHelperId: values.requestedHelperId, rings: [] }, now, deps.policy);
  const firstSearch = first.kind === 'ring' ? search(deps, values, first) : undefined;
  firstSearch?.catch(() => undefined);
  const [card, open, live] = await Promise.allSettled([requireDefaultCard(deps, ctx, userId), openCallIdOf(deps.db, userId), liveCallOf(deps.db, userId, 'USER')]);
  for (const check of [card, open, live]) if (check.status === 'rejected') throw check.reason;
  if (open.status === 'fulfilled' && open.value) throw alreadyRinging();
  // One call at a time: a user still in an accepted call leaves it before asking again.
  if (live.status === 'fulfilled' && live.value) throw alreadyInCall();
  let fresh: CallWithRings;
  try {
    fresh = await deps.db.transaction(async (tx) => {
      const call = await insertCall(tx, values);
      await emit(tx, CallEvents.requested, { callId, userId, categoryId: valid.categoryId, requestedHelperId: valid.helperId });
      return { call, rings: [] };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyRinging();
    throw error;
  }
  // The first step starts from the row just written (not read again): its transaction re-checks it under the lock.
  const step = await advanceCall(deps, callId, fresh, firstSearch).catch(async (error: unknown) => {
    await abandonRequest(deps, callId);
    throw error;
  });
  if (step?.state === 'NO_HELPER') throw noHelperError(step.noHelper);
  return (await findCall(deps.db, callId))!;
}
