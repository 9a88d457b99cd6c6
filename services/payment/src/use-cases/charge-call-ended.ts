import { EARNINGS_HOLD_HOURS, TAB_LIMIT_CENTS } from '@helpwire/contracts/call-pricing';
import type { Identity } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import { callChargeTransfers } from '../domain/charges/call-transfers';
import { noticeEvents } from '../events/notice-events';
import { settleCall } from '../domain/charges/settlement';
import { LEDGER_CURRENCY } from '../domain/ledger/account-kinds';
import { idempotencyKeys } from '../adapters/providers/card-idempotency';
import type { CallChargeRow } from '../store/charge-schema';
import { claimCallCharge, findCallCharge, fixCallEnd, recordSettlement } from '../store/charge-store';
import { accountIdsOf } from '../store/ledger-accounts';
import type { ChargeDeps } from './deps';
import { chargeTab } from './charge-tab';
import { tabStanding } from './tab-standing';

export interface EndedCall {
  callId: string;
  userId: string;
  helperId: string;
  categoryId: string;
  endedAt: Date;
  billableSeconds: number;
}

const systemIdentity = (): Identity => ({ requestId: `charge-${randomUUID()}`, language: 'en' });

/**
 * Charges a call exactly once, from `helpwire.call.ended` (decisions 0031, 0032). Every step is
 * idempotent by the call id, so a redelivered event or a restart in the middle redoes nothing:
 * the numbers are fixed once on the call's row; the hold is captured (at least $5, up to the hold)
 * or released with the call's keys; the ledger transfers have the call's ids; the tab is charged
 * when it reaches $10.
 */
export async function chargeEndedCall(deps: ChargeDeps, ended: EndedCall): Promise<CallChargeRow> {
  const row = (await fixCallEnd(deps.db, ended.callId, endFacts(deps, ended))) ?? (await noHoldOnRecord(deps, ended));
  // A hold still AUTHENTICATING was never held (nobody was rung for it); it is cancelled below.
  const holdPlaced = row.holdIntentId !== null && row.status !== 'RELEASED' && row.status !== 'AUTHENTICATING';
  if (row.status === 'AUTHENTICATING')
    await deps.cards.cancel({ idempotencyKey: idempotencyKeys.cancel(row.holdIntentId!), paymentIntentId: row.holdIntentId! });
  const settlement = settleCall({
    billableSeconds: row.billableSeconds!,
    rateMinor: row.rateMinor,
    holdMinor: row.holdMinor,
    holdPlaced,
    commissionBasisPoints: row.commissionBasisPoints!,
    currency: LEDGER_CURRENCY,
  });
  if (holdPlaced) {
    const paymentIntentId = row.holdIntentId!;
    if (!settlement.capture.isZero())
      await deps.cards.capture({ idempotencyKey: idempotencyKeys.capture(paymentIntentId), paymentIntentId, amount: settlement.capture });
    else await deps.cards.cancel({ idempotencyKey: idempotencyKeys.cancel(paymentIntentId), paymentIntentId });
  }
  if (!settlement.price.isZero()) {
    const [user, helper, platform] = await Promise.all([
      accountIdsOf(deps.db, 'USER', row.userId),
      accountIdsOf(deps.db, 'HELPER', row.helperId!),
      accountIdsOf(deps.db, 'PLATFORM', 'platform'),
    ]);
    await Promise.all(callChargeTransfers(row.callId, settlement, { user, helper, platform }).map((command) => deps.ledger.submit(command)));
  }
  await deps.db.transaction(async (tx) => {
    const first = await recordSettlement(tx, row.callId, {
      priceMinor: settlement.price.amountMinor,
      commissionMinor: settlement.commission.amountMinor,
      capturedMinor: settlement.capture.amountMinor,
      tabMinor: settlement.tab.amountMinor,
      status: settlement.price.isZero() ? 'RELEASED' : 'CHARGED',
    });
    // The call's price and the helper's share, told once (a redelivery finds the call settled).
    if (first)
      await noticeEvents.callCharged(
        tx,
        { callId: row.callId, userId: row.userId, helperId: row.helperId!, billableSeconds: row.billableSeconds! },
        settlement,
      );
  });
  if (!settlement.tab.isZero()) await chargeTabAtLimit(deps, row.userId);
  return (await findCallCharge(deps.db, row.callId))!;
}

/** What the settlement is computed from, as the call ended: fixed on the row by the first delivery. */
function endFacts(deps: ChargeDeps, ended: EndedCall) {
  return {
    helperId: ended.helperId,
    billableSeconds: ended.billableSeconds,
    commissionBasisPoints: deps.commissionBasisPoints,
    endedAt: ended.endedAt,
    releaseAt: new Date(ended.endedAt.getTime() + EARNINGS_HOLD_HOURS * 3600_000),
  };
}

/** A call with no hold row (requested before charging began, or its row was lost): all of it goes on the tab. */
async function noHoldOnRecord(deps: ChargeDeps, ended: EndedCall): Promise<CallChargeRow> {
  const rate = await deps.rates.rateOf(ended.categoryId, systemIdentity());
  if (rate === null) throw new Error(`call ${ended.callId}: category ${ended.categoryId} has no rate; the charge waits for a redelivery`);
  await claimCallCharge(deps.db, { callId: ended.callId, userId: ended.userId, categoryId: ended.categoryId, rateMinor: rate, holdMinor: 0n });
  return (await fixCallEnd(deps.db, ended.callId, endFacts(deps, ended)))!;
}

/** The tab is charged when it reaches $10 (not while a failed charge waits for "pay now"). */
async function chargeTabAtLimit(deps: ChargeDeps, userId: string): Promise<void> {
  const tab = await tabStanding(deps, userId);
  if (tab.blocked || tab.owed.amountMinor < BigInt(TAB_LIMIT_CENTS)) return;
  await chargeTab(deps, userId, 'THRESHOLD');
}
