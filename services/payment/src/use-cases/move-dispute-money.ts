import { Money, type CallContext } from '@helpwire/service-kit';
import { LEDGER_CURRENCY } from '../domain/ledger/account-kinds';
import { idempotencyKeys } from '../adapters/providers/card-idempotency';
import type { CallChargeRow } from '../store/charge-schema';
import type { DisputeRow } from '../store/dispute-schema';
import { tabChargeIntentId } from '../store/dispute-queries';
import { openOwnerAccounts } from '../store/ledger-accounts';
import { PLATFORM_OWNER_ID } from '../domain/ledger/account-kinds';
import type { PaymentDeps } from './deps';

const usd = (cents: bigint) => Money.of(cents, LEDGER_CURRENCY);

/** The transfer ids and provider keys of a dispute `D` (decision 0032). */
export const disputeKeys = {
  refundHelper: (d: string) => `${d}:refund:helper`,
  refundPlatform: (d: string) => `${d}:refund:platform`,
  /** The legs that credit the user's tab (a split call's unpaid tab part), as `C:earning:tab` is to `C:earning`. */
  refundHelperTab: (d: string) => `${d}:refund:helper:tab`,
  refundPlatformTab: (d: string) => `${d}:refund:platform:tab`,
  compensation: (d: string) => `${d}:compensation`,
  /** The provider's refund of the captured hold, and of the tab charge that paid the tab part. */
  providerRefund: (d: string) => idempotencyKeys.refund(`${d}:refund`),
  providerRefundTab: (d: string) => idempotencyKeys.refund(`${d}:refund:tab`),
};

/**
 * Moves a decided dispute's money, every step idempotent so a retry after any failure finishes the
 * rest and repeats nothing: the provider answers a repeated key with its first refund, the ledger a
 * repeated transfer id with its first transfer. Refund: back to the card (provider, then a credit to
 * USER_CARD_CLEARING) and off the unpaid tab (a credit to USER_TAB), debited from the helper's
 * pending earnings for their part and from the platform's revenue for the rest. Compensation:
 * platform revenue → the helper's available earnings.
 */
export async function moveDisputeMoney(deps: PaymentDeps, dispute: DisputeRow, call: CallChargeRow, ctx: CallContext): Promise<void> {
  const d = dispute.id;
  const [userCard, userTab] = await openOwnerAccounts(deps.db, 'USER', dispute.userId);
  const [helperPending, helperAvailable] = await openOwnerAccounts(deps.db, 'HELPER', dispute.helperId);
  const [platformRevenue] = await openOwnerAccounts(deps.db, 'PLATFORM', PLATFORM_OWNER_ID);
  const transfer = async (id: string, debitAccountId: string, creditAccountId: string, cents: bigint, kind: 'REFUND' | 'COMPENSATION') => {
    if (cents <= 0n) return;
    await deps.ledger.submit({ type: 'TRANSFER', id, debitAccountId, creditAccountId, amount: usd(cents), kind, reference: dispute.callId, pending: false });
  };

  const plan = dispute.refundPlan;
  if (plan) {
    const card = BigInt(plan.cardMinor);
    const paidTab = BigInt(plan.paidTabMinor);
    const unpaidTab = BigInt(plan.unpaidTabMinor);
    if (card > 0n) await deps.cards.refund({ paymentIntentId: call.holdIntentId!, amount: usd(card), idempotencyKey: disputeKeys.providerRefund(d) });
    if (paidTab > 0n) {
      const intentId = await tabChargeIntentId(deps.db, call.tabChargeId!);
      await deps.cards.refund({ paymentIntentId: intentId!, amount: usd(paidTab), idempotencyKey: disputeKeys.providerRefundTab(d) });
    }
    const toCard = card + paidTab;
    const helperCard = BigInt(plan.helperCardMinor);
    const helperTab = BigInt(plan.helperTabMinor);
    await transfer(disputeKeys.refundHelper(d), helperPending!.id, userCard!.id, helperCard, 'REFUND');
    await transfer(disputeKeys.refundPlatform(d), platformRevenue!.id, userCard!.id, toCard - helperCard, 'REFUND');
    await transfer(disputeKeys.refundHelperTab(d), helperPending!.id, userTab!.id, helperTab, 'REFUND');
    await transfer(disputeKeys.refundPlatformTab(d), platformRevenue!.id, userTab!.id, unpaidTab - helperTab, 'REFUND');
    ctx.logger.info({ disputeId: d, callId: dispute.callId, refundedMinor: String(toCard + unpaidTab) }, 'dispute refund moved');
  }
  if (dispute.compensationMinor) {
    await transfer(disputeKeys.compensation(d), platformRevenue!.id, helperAvailable!.id, dispute.compensationMinor, 'COMPENSATION');
    ctx.logger.info({ disputeId: d, callId: dispute.callId }, 'dispute compensation moved');
  }
}
