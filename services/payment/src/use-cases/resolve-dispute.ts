import { DisputeTexts, resolveDisputeBody, type DisputeResolution } from '@helpwire/contracts';
import { disputeNames, type dispute } from '@helpwire/proto';
import { actorOf, AppError, Money, validateInput, type CallContext } from '@helpwire/service-kit';
import { z } from 'zod';
import { toDisputeMessage } from '../grpc/dispute-messages';
import type { CallChargeRow } from '../store/charge-schema';
import type { DisputeRow, RefundPlan } from '../store/dispute-schema';
import { emitAdminAction } from '../events/admin-action-events';
import { noticeEvents } from '../events/notice-events';
import {
  findChargedCall,
  findDispute,
  otherCompensationsMinor,
  otherRefundPlans,
  recordDecision,
  resolveIfOpen,
  transferExists,
  withdrawDecision,
} from '../store/dispute-queries';
import { disputeNotFound, fileRow, requireAdmin } from './dispute-access';
import { disputeKeys, moveDisputeMoney } from './move-dispute-money';
import { planRefund, refundable, type ChargedCallMoney } from './dispute-refund-plan';
import type { PaymentDeps } from './deps';

const REFUNDS: readonly DisputeResolution[] = ['FULL_REFUND', 'PARTIAL_REFUND'];

const alreadyResolved = () => new AppError('FAILED_PRECONDITION', DisputeTexts.alreadyResolved, 'DISPUTE_ALREADY_RESOLVED');

interface Decision {
  resolution: DisputeResolution;
  /** The admin's amount in cents (absent for a full refund: the rest of the price). */
  amount: bigint | undefined;
}

async function callMoney(deps: Pick<PaymentDeps, 'db'>, call: CallChargeRow): Promise<ChargedCallMoney> {
  return {
    priceMinor: call.priceMinor!,
    commissionMinor: call.commissionMinor ?? 0n,
    capturedMinor: call.capturedMinor ?? 0n,
    tabMinor: call.tabMinor ?? 0n,
    tabPaid: call.tabChargeId !== null,
    // The release job sets releasedAt after `C:release`; either means the share is no longer pending.
    released: call.releasedAt !== null || (await transferExists(deps.db, `${call.callId}:release`)),
  };
}

/** The money a decision moves: a refund plan, or a compensation. Checked against what is left of the call. */
async function moneyOf(
  deps: Pick<PaymentDeps, 'db'>,
  row: DisputeRow,
  call: CallChargeRow,
  decision: Decision,
): Promise<{ refundedMinor: bigint | null; refundPlan: RefundPlan | null; compensationMinor: bigint | null }> {
  const none = { refundedMinor: null, refundPlan: null, compensationMinor: null };
  if (decision.resolution === 'COMPENSATION' || decision.resolution === 'PARTIAL_REFUND') {
    if (decision.amount === undefined) throw AppError.invalid(DisputeTexts.refundRequired, 'DISPUTE_AMOUNT_REQUIRED');
  } else if (decision.resolution !== 'FULL_REFUND' && decision.amount !== undefined) {
    throw AppError.invalid(DisputeTexts.refundNotAllowed, 'DISPUTE_AMOUNT_NOT_ALLOWED');
  }
  if (decision.resolution === 'COMPENSATION') {
    // A compensation is bounded by what the call cost (the helper is made whole, never paid more),
    // counting what the call's earlier disputes already paid the helper.
    const left = call.priceMinor! - (await otherCompensationsMinor(deps.db, row.callId, row.id));
    if (decision.amount! > left) throw AppError.invalid(DisputeTexts.compensationTooLarge, 'DISPUTE_COMPENSATION_TOO_LARGE');
    return { ...none, compensationMinor: decision.amount! };
  }
  if (!REFUNDS.includes(decision.resolution)) return none;
  const money = await callMoney(deps, call);
  const earlier = (await otherRefundPlans(deps.db, row.callId, row.id)).filter((plan): plan is RefundPlan => plan !== null);
  const amount = decision.resolution === 'FULL_REFUND' ? refundable(money, earlier) : decision.amount!;
  const plan = planRefund(money, amount, earlier);
  if (!plan) throw AppError.invalid(DisputeTexts.refundTooLarge, 'DISPUTE_REFUND_TOO_LARGE');
  return { refundedMinor: amount, refundPlan: plan, compensationMinor: null };
}

/** Whether a decided dispute was decided as `decision` (a retry) rather than differently. */
function sameDecision(row: DisputeRow, decision: Decision): boolean {
  if (row.adminResolution !== decision.resolution) return false;
  if (decision.resolution === 'PARTIAL_REFUND') return row.refundedMinor === decision.amount;
  if (decision.resolution === 'COMPENSATION') return row.compensationMinor === decision.amount;
  return true;
}

const cents = (minor: bigint | null) => (minor === null ? null : Number(minor));

/** The audit log's facts of a resolution: the status it left, the decision and what it moved, the admin's note. */
function resolutionAudit(statusBefore: DisputeRow['status'], now: DisputeRow) {
  return {
    action: 'dispute.resolve' as const,
    objectId: now.id,
    before: { status: statusBefore },
    after: {
      status: now.status,
      resolution: now.adminResolution,
      refundedCents: cents(now.refundedMinor),
      compensationCents: cents(now.compensationMinor),
    },
    reason: now.note,
  };
}

/** The ledger's refusals that a retry cannot change (a balance's floor or limit). */
const REFUSED_FOR_GOOD = new Set(['PAYMENT_INSUFFICIENT_FUNDS', 'PAYMENT_LIMIT_EXCEEDED']);

/**
 * Moves a decided dispute's money. A compensation is one ledger transfer: when the ledger refuses it
 * for good and it did not move, the decision is taken back (so it never holds the dispute and the
 * call's earnings for ever) and the admin hears DISPUTE_COMPENSATION_NOT_PAYABLE. Any other failure
 * keeps the decision: a retry finishes it.
 */
async function moveOrWithdraw(deps: PaymentDeps, row: DisputeRow, call: CallChargeRow, ctx: CallContext): Promise<void> {
  try {
    await moveDisputeMoney(deps, row, call, ctx);
  } catch (error) {
    const refused = error instanceof AppError && REFUSED_FOR_GOOD.has(error.reason);
    if (!refused || row.refundPlan || !row.compensationMinor || (await transferExists(deps.db, disputeKeys.compensation(row.id)))) throw error;
    const withdrawn = await withdrawDecision(deps.db, row);
    ctx.logger.warn(
      { disputeId: row.id, callId: row.callId, reason: error.reason, withdrawn },
      'dispute compensation refused by the ledger; decision taken back',
    );
    throw new AppError('FAILED_PRECONDITION', DisputeTexts.compensationNotPayable, 'DISPUTE_COMPENSATION_NOT_PAYABLE');
  }
}

/**
 * An admin resolves a dispute. The decision (and a refund's split, decision 0032) is recorded
 * first, once; then its money moves through the provider and the ledger; then the dispute is
 * RESOLVED and the call's earnings are no longer held. A retry of the same decision at any point
 * finishes what is left and moves nothing twice; a different decision is DISPUTE_ALREADY_RESOLVED.
 * A compensation is at most the call's price, and one the ledger refuses is taken back (moveOrWithdraw).
 */
export async function resolveDispute(deps: PaymentDeps, request: dispute.ResolveDisputeRequest, ctx: CallContext): Promise<dispute.ResolveDisputeResponse> {
  const adminId = requireAdmin(ctx);
  if (!z.uuid().safeParse(request.id).success) throw disputeNotFound();
  const input = validateInput(resolveDisputeBody, {
    resolution: disputeNames.disputeResolutionNames.fromProto(request.resolution),
    note: request.note,
  });
  const decision: Decision = { resolution: input.resolution, amount: request.amount ? Money.fromProto(request.amount).amountMinor : undefined };
  if (decision.amount !== undefined && decision.amount <= 0n) throw AppError.invalid(DisputeTexts.amountInvalid, 'VALIDATION_FAILED');

  let row = await findDispute(deps.db, request.id);
  if (!row) throw disputeNotFound();
  if (row.adminResolution && !sameDecision(row, decision)) throw alreadyResolved();
  if (row.status === 'RESOLVED') return { dispute: toDisputeMessage(row) };
  const call = await findChargedCall(deps.db, row.callId);
  if (!call) throw disputeNotFound();
  if (!row.adminResolution) {
    const money = await moneyOf(deps, row, call, decision);
    const decided = await recordDecision(deps.db, row.id, {
      adminResolution: decision.resolution,
      ...money,
      note: input.note ?? null,
      adminAttachment: fileRow(request.attachment),
      decidedBy: adminId,
    });
    row = decided ?? (await findDispute(deps.db, row.id))!;
    // Another admin decided first: only the same decision may go on.
    if (!decided && !sameDecision(row, decision)) throw alreadyResolved();
  }
  await moveOrWithdraw(deps, row, call, ctx);
  const statusBefore = row.status;
  const resolved = await deps.db.transaction(async (tx) => {
    const now = await resolveIfOpen(tx, row.id);
    // Both parties hear of the decision (and the user of a refund), once: a retry finds it resolved.
    if (now) await noticeEvents.disputeResolved(tx, now);
    // The audit log's entry commits with RESOLVED, once, as the deciding admin's (decision 0065).
    if (now) await emitAdminAction(tx, { ...actorOf(ctx), actorId: now.decidedBy ?? adminId }, resolutionAudit(statusBefore, now));
    return now ?? (await findDispute(tx, row.id))!;
  });
  ctx.logger.info({ disputeId: row.id, callId: row.callId, resolution: decision.resolution }, 'dispute resolved');
  return { dispute: toDisputeMessage(resolved) };
}
