import { Texts, ValidationTexts } from '@helpwire/contracts';
import { holdMinor } from '@helpwire/contracts/call-pricing';
import type { charge } from '@helpwire/proto';
import { AppError, Money, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { z } from 'zod';
import { LEDGER_CURRENCY } from '../ledger/account-kinds';
import { idempotencyKeys } from '../providers/card-idempotency';
import { cardsOf, defaultCardOf } from '../store/card-store';
import { claimCallCharge, markReleased, setHoldIntent } from '../store/charge-store';
import { ensureCustomer } from './card-customer';
import type { ChargeDeps } from './deps';
import { tabStanding } from './tab-standing';

const id = z.string().trim().min(1, ValidationTexts.invalidId).max(100, ValidationTexts.invalidId);
const input = z.object({ callId: id, categoryId: id });

export type AuthorizeOutcome = 'AUTHORIZED' | 'NO_CARD' | 'NO_DEFAULT_CARD' | 'TAB_UNPAID' | 'DECLINED' | 'AUTHENTICATION_REQUIRED';

/**
 * Before any helper is rung (decision 0031): the user has a default card and no unpaid failed tab,
 * and an authorisation hold for the call's first 30 minutes at the category's rate is placed on the
 * card (`capture_method: manual`). Idempotent by call id: a retry answers the hold already placed.
 * Called by the call service with the user's own identity.
 */
export async function authorizeCall(deps: ChargeDeps, request: charge.AuthorizeCallRequest, ctx: CallContext): Promise<{ outcome: AuthorizeOutcome; hold?: Money }> {
  const { userId } = requireRole(ctx, 'USER');
  const { callId, categoryId } = validateInput(input, request);
  if ((await tabStanding(deps, userId)).blocked) return { outcome: 'TAB_UNPAID' };
  const card = await defaultCardOf(deps.db, userId, deps.cards.name);
  if (!card) return { outcome: (await cardsOf(deps.db, userId, deps.cards.name)).length > 0 ? 'NO_DEFAULT_CARD' : 'NO_CARD' };
  const rate = await deps.rates.rateOf(categoryId, ctx.identity);
  if (rate === null) throw new AppError('NOT_FOUND', Texts.categoryNotFound, 'CONTENT_CATEGORY_NOT_FOUND');
  const hold = Money.of(holdMinor(Number(rate)), LEDGER_CURRENCY);
  const row = await claimCallCharge(deps.db, { callId, userId, categoryId, rateMinor: rate, holdMinor: hold.amountMinor });
  if (row.userId !== userId) throw new AppError('ALREADY_EXISTS', 'This call id was already used by another account.', 'PAYMENT_IDEMPOTENCY_CONFLICT');
  if (row.holdIntentId) return { outcome: 'AUTHORIZED', hold: Money.of(row.holdMinor, LEDGER_CURRENCY) };
  if (row.status !== 'HELD') return { outcome: 'DECLINED' };
  try {
    const customerId = await ensureCustomer(deps, userId);
    const intent = await deps.cards.authorizeHold({ idempotencyKey: idempotencyKeys.hold(callId), customerId, paymentMethodId: card.providerPaymentMethodId, amount: hold, description: `Helpwire call ${callId}` });
    if (intent.status !== 'requires_capture') {
      await markReleased(deps.db, callId);
      return { outcome: intent.status === 'requires_action' ? 'AUTHENTICATION_REQUIRED' : 'DECLINED' };
    }
    await setHoldIntent(deps.db, callId, intent.id);
    return { outcome: 'AUTHORIZED', hold };
  } catch (error) {
    const outcome = refusal(error);
    if (!outcome) throw error;
    await markReleased(deps.db, callId);
    return { outcome };
  }
}

function refusal(error: unknown): AuthorizeOutcome | undefined {
  if (!(error instanceof AppError)) return undefined;
  if (error.reason === 'PAYMENT_CARD_DECLINED') return 'DECLINED';
  if (error.reason === 'PAYMENT_AUTHENTICATION_REQUIRED') return 'AUTHENTICATION_REQUIRED';
  return undefined;
}
