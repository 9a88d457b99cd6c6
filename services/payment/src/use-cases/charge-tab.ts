import { AppError, Money } from '@helpwire/service-kit';
import { LEDGER_CURRENCY } from '../domain/ledger/account-kinds';
import { idempotencyKeys } from '../adapters/providers/card-idempotency';
import { tabChargeTransfer } from '../domain/charges/call-transfers';
import { noticeEvents } from '../events/notice-events';
import { owedPerItem, sumOf } from '../store/tab-owed';
import { defaultCardOf } from '../store/card-store';
import type { TabChargeReason, TabChargeRow } from '../store/charge-schema';
import { claimTabItems, finishTabCharge, findTabCharge, insertTabCharge, releaseTabItems, setTabChargeIntent, unpaidTabItems } from '../store/charge-store';
import { accountIdsOf } from '../store/ledger-accounts';
import { ensureCustomer } from './card-customer';
import type { ChargeDeps } from './deps';

export type TabChargeResult = { status: 'NOTHING_OWED' } | { status: 'SUCCEEDED'; charged: Money } | { status: 'FAILED'; failureCode: string };

/**
 * Charges a user's tab to their default card (decision 0031: at $10, after 7 days, on a card change,
 * on account deletion, or by "pay now"). The unpaid calls are claimed by a new tab charge in one
 * transaction under row locks (two triggers at once charge each call once), then the provider is
 * asked with keys derived from that charge's id, so a restart finishes it without charging twice
 * (`finishPendingTabCharge`). A decline gives the calls back to the tab and blocks new calls.
 */
export async function chargeTab(deps: ChargeDeps, userId: string, reason: TabChargeReason): Promise<TabChargeResult> {
  const claimed = await deps.db.transaction(async (tx) => {
    const items = await unpaidTabItems(tx, userId, true);
    if (items.length === 0) return null;
    // What each call still owes (a dispute may have refunded part of it off the tab).
    const amountMinor = sumOf((await owedPerItem(tx, userId, items)).values());
    const row = await insertTabCharge(tx, { userId, amountMinor, reason });
    await claimTabItems(
      tx,
      row.id,
      items.map((item) => item.callId),
    );
    // Everything was refunded: the items are settled with no charge.
    if (amountMinor === 0n) await finishTabCharge(tx, row.id, { status: 'SUCCEEDED' });
    return row;
  });
  if (!claimed) return { status: 'NOTHING_OWED' };
  return claimed.amountMinor === 0n ? { status: 'NOTHING_OWED' } : finishPendingTabCharge(deps, claimed);
}

/** Asks the provider for a claimed tab charge (again, after a restart: the same keys answer the first result). */
export async function finishPendingTabCharge(deps: ChargeDeps, charge: TabChargeRow): Promise<TabChargeResult> {
  const amount = Money.of(charge.amountMinor, LEDGER_CURRENCY);
  const card = await defaultCardOf(deps.db, charge.userId, deps.cards.name);
  if (!card) return fail(deps, charge, 'no_default_card');
  let intentId: string;
  try {
    const customerId = await ensureCustomer(deps, charge.userId);
    const hold = await deps.cards.authorizeHold({
      idempotencyKey: idempotencyKeys.hold(`tab:${charge.id}`),
      customerId,
      paymentMethodId: card.providerPaymentMethodId,
      amount,
      description: `Helpwire calls (tab ${charge.id})`,
    });
    if (hold.status !== 'requires_capture' && hold.status !== 'succeeded')
      return fail(deps, charge, hold.status === 'requires_action' ? 'authentication_required' : 'card_declined');
    intentId = hold.id;
    await setTabChargeIntent(deps.db, charge.id, intentId);
    if (hold.status === 'requires_capture') await deps.cards.capture({ idempotencyKey: idempotencyKeys.capture(intentId), paymentIntentId: intentId });
  } catch (error) {
    const code = declineCode(error);
    if (!code) throw error;
    return fail(deps, charge, code);
  }
  const user = await accountIdsOf(deps.db, 'USER', charge.userId);
  await deps.ledger.submit(tabChargeTransfer(charge.id, amount, user));
  await finishTabCharge(deps.db, charge.id, { status: 'SUCCEEDED', intentId });
  const finished = await findTabCharge(deps.db, charge.id);
  if (finished?.status !== 'SUCCEEDED') throw new Error(`tab charge ${charge.id} finished as ${finished?.status}`);
  return { status: 'SUCCEEDED', charged: amount };
}

async function fail(deps: ChargeDeps, charge: TabChargeRow, failureCode: string): Promise<TabChargeResult> {
  await deps.db.transaction(async (tx) => {
    await finishTabCharge(tx, charge.id, { status: 'FAILED', failureCode });
    await releaseTabItems(tx, charge.id);
    await noticeEvents.chargeFailed(tx, charge, failureCode);
  });
  deps.logger.warn({ userId: charge.userId, tabChargeId: charge.id, failureCode }, 'tab charge failed: new calls wait until it is paid');
  return { status: 'FAILED', failureCode };
}

function declineCode(error: unknown): string | undefined {
  if (!(error instanceof AppError)) return undefined;
  if (error.reason === 'PAYMENT_CARD_DECLINED') return 'card_declined';
  if (error.reason === 'PAYMENT_AUTHENTICATION_REQUIRED') return 'authentication_required';
  return undefined;
}

/**
 * The default card changed (decision 0031): what is on the tab is charged now, to the new default
 * card, which also settles a tab a failed charge had blocked. The card change itself stands
 * whatever the charge's outcome: a failure is recorded on the tab (and blocks calls), never thrown.
 */
export async function chargeTabOnCardChange(deps: ChargeDeps, userId: string): Promise<void> {
  if ((await unpaidTabItems(deps.db, userId)).length === 0) return;
  try {
    await chargeTab(deps, userId, 'CARD_CHANGED');
  } catch (error) {
    deps.logger.warn({ err: error, userId }, 'tab charge on card change failed: the money job finishes it');
  }
}
