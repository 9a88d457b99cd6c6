import { PaymentTexts, Texts, ValidationTexts } from '@helpwire/contracts';
import { holdMinor } from '@helpwire/contracts/call-pricing';
import type { charge } from '@helpwire/proto';
import { AppError, Money, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { z } from 'zod';
import { LEDGER_CURRENCY } from '../domain/ledger/account-kinds';
import { idempotencyKeys } from '../adapters/providers/card-idempotency';
import type { ProviderPaymentIntent } from '../adapters/providers/card-provider';
import type { CallChargeRow } from '../store/charge-schema';
import { cardsOf, defaultCardWithCustomer } from '../store/card-store';
import { claimCallCharge, findCallCharge, markAuthenticated, markAuthenticating, markReleased, setHoldIntent } from '../store/charge-store';
import { ensureCustomer } from './card-customer';
import type { ChargeDeps } from './deps';
import { tabBlocksCalls } from './tab-standing';

const id = z.string().trim().min(1, ValidationTexts.invalidId).max(100, ValidationTexts.invalidId);
const input = z.object({ callId: id, categoryId: id, resume: z.boolean().optional() });

export type AuthorizeOutcome =
  | 'AUTHORIZED'
  | 'NO_CARD'
  | 'NO_DEFAULT_CARD'
  | 'TAB_UNPAID'
  | 'DECLINED'
  | 'AUTHENTICATION_REQUIRED'
  | 'AUTHENTICATION_ACTION'
  | 'AUTHENTICATION_FAILED';

/** What the cardholder's browser needs for the bank's 3-D Secure step of the hold. */
export interface HoldAuthentication {
  paymentIntentId: string;
  clientSecret: string;
  provider: 'sandbox' | 'stripe';
}

export interface AuthorizeAnswer {
  outcome: AuthorizeOutcome;
  /** Held (AUTHORIZED), or waiting for the step (AUTHENTICATION_ACTION). */
  hold?: Money;
  authentication?: HoldAuthentication;
}

/**
 * Before any helper is rung (decision 0031): the user has a default card and no unpaid failed tab,
 * and an authorisation hold for the call's first 30 minutes at the category's rate is placed on the
 * card (`capture_method: manual`), on-session: the user is there, pressing call. When the bank asks
 * for 3-D Secure the row waits (AUTHENTICATING) and the answer carries the intent's client secret;
 * asked again with the same call id (`resume`) after the step, the intent is read back: held
 * (AUTHORIZED), still waiting, or failed (AUTHENTICATION_FAILED, released). Idempotent by call id: a
 * retry answers where the hold stands. Called by the call service with the user's own identity.
 */
export async function authorizeCall(deps: ChargeDeps, request: charge.AuthorizeCallRequest, ctx: CallContext): Promise<AuthorizeAnswer> {
  const { userId } = requireRole(ctx, 'USER');
  const { callId, categoryId, resume } = validateInput(input, request);
  if (resume) {
    const asked = await findCallCharge(deps.db, callId);
    if (!asked || asked.userId !== userId) throw new AppError('NOT_FOUND', PaymentTexts.callHoldNotFound, 'PAYMENT_CALL_HOLD_NOT_FOUND');
  }
  if (await tabBlocksCalls(deps, userId)) return { outcome: 'TAB_UNPAID' };
  const found = await defaultCardWithCustomer(deps.db, userId, deps.cards.name);
  if (!found) return { outcome: (await cardsOf(deps.db, userId, deps.cards.name)).length > 0 ? 'NO_DEFAULT_CARD' : 'NO_CARD' };
  const rate = await deps.rates.rateOf(categoryId, ctx.identity);
  if (rate === null) throw new AppError('NOT_FOUND', Texts.categoryNotFound, 'CONTENT_CATEGORY_NOT_FOUND');
  const hold = Money.of(holdMinor(Number(rate)), LEDGER_CURRENCY);
  const row = await claimCallCharge(deps.db, { callId, userId, categoryId, rateMinor: rate, holdMinor: hold.amountMinor });
  if (row.userId !== userId) throw new AppError('ALREADY_EXISTS', 'This call id was already used by another account.', 'PAYMENT_IDEMPOTENCY_CONFLICT');
  if (row.status === 'AUTHENTICATING') return afterAuthentication(deps, row);
  if (row.status === 'RELEASED') return { outcome: await whyReleased(deps, row) };
  if (row.holdIntentId) return { outcome: 'AUTHORIZED', hold: Money.of(row.holdMinor, LEDGER_CURRENCY) };
  if (row.status !== 'HELD') return { outcome: 'DECLINED' };
  try {
    const customerId = await ensureCustomer(deps, userId, found.customerId);
    const intent = await deps.cards.authorizeHoldOnSession({
      idempotencyKey: idempotencyKeys.hold(callId),
      customerId,
      paymentMethodId: found.card.providerPaymentMethodId,
      amount: hold,
      description: `Helpwire call ${callId}`,
    });
    if (intent.status === 'requires_capture') {
      await setHoldIntent(deps.db, callId, intent.id);
      return { outcome: 'AUTHORIZED', hold };
    }
    if (intent.status === 'requires_action' && intent.clientSecret) {
      await markAuthenticating(deps.db, callId, intent.id);
      return authenticationAction(deps, intent, hold);
    }
    await markReleased(deps.db, callId);
    return { outcome: 'DECLINED' };
  } catch (error) {
    const outcome = refusal(error);
    if (!outcome) throw error;
    await markReleased(deps.db, callId);
    return { outcome };
  }
}

function authenticationAction(deps: ChargeDeps, intent: ProviderPaymentIntent, hold: Money): AuthorizeAnswer {
  return {
    outcome: 'AUTHENTICATION_ACTION',
    hold,
    authentication: { paymentIntentId: intent.id, clientSecret: intent.clientSecret!, provider: deps.cards.name },
  };
}

/** The user came back from the bank's step: the intent says whether the money is held now. */
async function afterAuthentication(deps: ChargeDeps, row: CallChargeRow): Promise<AuthorizeAnswer> {
  const hold = Money.of(row.holdMinor, LEDGER_CURRENCY);
  const intent = await deps.cards.retrievePaymentIntent(row.holdIntentId!);
  if (intent?.status === 'requires_capture') {
    await markAuthenticated(deps.db, row.callId);
    return { outcome: 'AUTHORIZED', hold };
  }
  if (intent?.status === 'requires_action' && intent.clientSecret) return authenticationAction(deps, intent, hold);
  // Failed (requires_payment_method), cancelled, or unknown to the provider: nothing is held.
  await markReleased(deps.db, row.callId);
  return { outcome: 'AUTHENTICATION_FAILED' };
}

/** A retry of a call whose hold was released: a failed 3-D Secure step says so again, anything else is a decline. */
async function whyReleased(deps: ChargeDeps, row: CallChargeRow): Promise<AuthorizeOutcome> {
  if (!row.holdIntentId || row.billableSeconds !== null) return 'DECLINED';
  const intent = await deps.cards.retrievePaymentIntent(row.holdIntentId);
  return intent?.status === 'requires_payment_method' ? 'AUTHENTICATION_FAILED' : 'DECLINED';
}

function refusal(error: unknown): AuthorizeOutcome | undefined {
  if (!(error instanceof AppError)) return undefined;
  if (error.reason === 'PAYMENT_CARD_DECLINED') return 'DECLINED';
  if (error.reason === 'PAYMENT_AUTHENTICATION_REQUIRED') return 'AUTHENTICATION_REQUIRED';
  return undefined;
}
