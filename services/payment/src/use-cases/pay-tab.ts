import { PaymentTexts, TransactionTexts } from '@helpwire/contracts';
import { AppError, requireRole, type CallContext } from '@helpwire/service-kit';
import { chargeTab, type TabChargeResult } from './charge-tab';
import type { ChargeDeps } from './deps';
import { tabStanding, type TabStanding } from './tab-standing';

/** The caller's tab (GET /payment/tab). */
export async function getTab(deps: ChargeDeps, ctx: CallContext): Promise<TabStanding> {
  const { userId } = requireRole(ctx, 'USER');
  return tabStanding(deps, userId);
}

/**
 * "Pay now" (decision 0031): charges what the caller owes to their default card at once, the way a
 * blocked user settles a failed charge (after changing the card, or when the bank now agrees).
 * A refused charge is recorded (the tab stays owed and blocked) and answered as an error.
 */
export async function payTab(deps: ChargeDeps, ctx: CallContext): Promise<{ result: TabChargeResult; tab: TabStanding }> {
  const { userId } = requireRole(ctx, 'USER');
  const result = await chargeTab(deps, userId, 'PAY_NOW');
  if (result.status === 'FAILED') {
    const text = result.failureCode === 'authentication_required' ? PaymentTexts.authenticationRequired : TransactionTexts.tabChargeFailed;
    throw new AppError('FAILED_PRECONDITION', text, 'PAYMENT_TAB_CHARGE_FAILED');
  }
  return { result, tab: await tabStanding(deps, userId) };
}
