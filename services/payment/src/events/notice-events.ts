import { disputeNames } from '@helpwire/proto';
import { emit, Money, PaymentEvents, type Transaction } from '@helpwire/service-kit';
import type { Settlement } from '../domain/charges/settlement';
import { LEDGER_CURRENCY } from '../domain/ledger/account-kinds';
import type { TabChargeRow } from '../store/charge-schema';
import type { DisputeRow } from '../store/dispute-schema';
import type { WithdrawalRow } from '../store/withdrawal-schema';

const usd = (minor: bigint | string) => Money.of(BigInt(minor), LEDGER_CURRENCY).toProto();

/** Which way a refund went (decision 0032's plan): to the card (captured or a paid tab charge) and off the unpaid tab. */
function refundFacts(row: DisputeRow, refundedMinor: bigint) {
  const plan = row.refundPlan;
  const toCard = plan ? BigInt(plan.cardMinor) + BigInt(plan.paidTabMinor) : refundedMinor;
  const clawback = plan ? BigInt(plan.helperCardMinor) + BigInt(plan.helperTabMinor) : 0n;
  return {
    disputeId: row.id,
    callId: row.callId,
    userId: row.userId,
    helperId: row.helperId,
    amount: usd(refundedMinor),
    toCard: usd(toCard),
    offTab: usd(plan ? plan.unpaidTabMinor : 0n),
    helperClawback: usd(clawback),
  };
}

/**
 * The payment facts a person hears about (the notification service, issue 14), each emitted in the
 * transaction that records it, once: the callers emit only when their write changed the row.
 */
export const noticeEvents = {
  /** helpwire.payment.call_charged: the call's price, where it went (captured, on the tab), and the helper's share after commission. */
  async callCharged(
    tx: Transaction,
    call: { callId: string; userId: string; helperId: string; billableSeconds: number },
    settlement: Pick<Settlement, 'price' | 'commission' | 'capture' | 'tab'>,
  ): Promise<void> {
    const earnings = Money.of(settlement.price.amountMinor - settlement.commission.amountMinor, settlement.price.currency);
    await emit(tx, PaymentEvents.callCharged, {
      ...call,
      price: settlement.price.toProto(),
      helperEarnings: earnings.toProto(),
      captured: settlement.capture.toProto(),
      addedToTab: settlement.tab.toProto(),
    });
  },
  async chargeFailed(tx: Transaction, charge: TabChargeRow, failureCode: string): Promise<void> {
    await emit(tx, PaymentEvents.chargeFailed, {
      userId: charge.userId,
      tabChargeId: charge.id,
      amount: Money.of(charge.amountMinor, LEDGER_CURRENCY).toProto(),
      failureCode,
    });
  },
  async earningsAvailable(tx: Transaction, helperId: string, callId: string, amount: Money): Promise<void> {
    await emit(tx, PaymentEvents.earningsAvailable, { helperId, callId, amount: amount.toProto() });
  },
  async withdrawalDecided(tx: Transaction, row: WithdrawalRow): Promise<void> {
    const event = row.status === 'REJECTED' ? PaymentEvents.withdrawalRejected : PaymentEvents.withdrawalApproved;
    await emit(tx, event, {
      withdrawalId: row.id,
      helperId: row.helperId,
      amount: Money.of(row.amountMinor, row.currency).toProto(),
      reason: row.rejectionReason ?? undefined,
    });
  },
  async disputeOpened(tx: Transaction, row: DisputeRow): Promise<void> {
    await emit(tx, PaymentEvents.disputeOpened, {
      disputeId: row.id,
      callId: row.callId,
      userId: row.userId,
      helperId: row.helperId,
      openedBy: disputeNames.disputeSideNames.toProto(row.openedBy),
    });
  },
  /** helpwire.payment.dispute_resolved, and helpwire.payment.refund_issued when money went back to the user. */
  async disputeResolved(tx: Transaction, row: DisputeRow): Promise<void> {
    await emit(tx, PaymentEvents.disputeResolved, {
      disputeId: row.id,
      callId: row.callId,
      userId: row.userId,
      helperId: row.helperId,
      openedBy: disputeNames.disputeSideNames.toProto(row.openedBy),
      resolution: row.adminResolution ? disputeNames.disputeResolutionNames.toProto(row.adminResolution) : 0,
    });
    if (row.refundedMinor && row.refundedMinor > 0n) await emit(tx, PaymentEvents.refundIssued, refundFacts(row, row.refundedMinor));
  },
};
