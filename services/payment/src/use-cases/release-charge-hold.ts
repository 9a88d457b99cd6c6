import type { charge } from '@helpwire/proto';
import { requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { ValidationTexts } from '@helpwire/contracts';
import { z } from 'zod';
import { idempotencyKeys } from '../adapters/providers/card-idempotency';
import { findCallCharge, markReleased } from '../store/charge-store';
import type { ChargeDeps } from './deps';

const input = z.object({ callId: z.string().trim().min(1, ValidationTexts.invalidId).max(100, ValidationTexts.invalidId) });

/**
 * A call that will never be charged (nobody answered, cancelled, or never written): its hold is
 * released at the provider and the row marked RELEASED. Idempotent; a call already ended and
 * charged is left alone (answers false).
 */
export async function releaseCallHold(deps: ChargeDeps, callId: string): Promise<boolean> {
  const row = await findCallCharge(deps.db, callId);
  // A hold still waiting for its 3-D Secure step is cancelled too (the step was abandoned).
  if (!row || (row.status !== 'HELD' && row.status !== 'AUTHENTICATING') || row.billableSeconds !== null) return false;
  if (row.holdIntentId) await deps.cards.cancel({ idempotencyKey: idempotencyKeys.cancel(row.holdIntentId), paymentIntentId: row.holdIntentId });
  return markReleased(deps.db, callId);
}

/** The call service's ReleaseCallHold (as the user whose call it is). */
export async function releaseCallHoldRequest(
  deps: ChargeDeps,
  request: charge.ReleaseCallHoldRequest,
  ctx: CallContext,
): Promise<charge.ReleaseCallHoldResponse> {
  const { userId } = requireRole(ctx, 'USER');
  const { callId } = validateInput(input, request);
  const row = await findCallCharge(deps.db, callId);
  if (!row || row.userId !== userId) return { released: false };
  return { released: await releaseCallHold(deps, callId) };
}
