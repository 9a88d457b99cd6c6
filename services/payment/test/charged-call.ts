import { Money, type CallContext, type Database } from '@helpwire/service-kit';
import { silentLogger } from '@helpwire/service-kit/testing';
import { Metadata } from '@grpc/grpc-js';
import { SANDBOX_TEST_CARDS } from '@helpwire/contracts';
import { randomUUID } from 'node:crypto';
import { PLATFORM_OWNER_ID } from '../src/domain/ledger/account-kinds';
import { idempotencyKeys } from '../src/adapters/providers/card-idempotency';
import { findCustomerId } from '../src/store/card-store';
import { callCharges, tabCharges } from '../src/store/charge-schema';
import { openOwnerAccounts } from '../src/store/ledger-accounts';
import { ListedRates } from './listed-rates';
import { LedgerWriter } from '../src/store/ledger-writer';
import { cardProvidersFrom } from '../src/adapters/providers/card-provider-from-config';
import type { PaymentDeps } from '../src/use-cases/deps';
import { createSetupIntent } from '../src/use-cases/create-setup-intent';
import { sandboxConfirmSetup } from '../src/use-cases/confirm-sandbox-setup';

const usd = (cents: bigint) => Money.of(cents, 'USD');
const COMMISSION_BASIS_POINTS = 2000;

export interface ChargedCallOptions {
  userId: string;
  helperId: string;
  /** The call's price in cents (20 % commission). */
  priceMinor: bigint;
  /** Captured from a real sandbox hold on a 4242 card (the rest goes on the tab). Default: all of it. */
  capturedMinor?: bigint;
  /** The tab part was charged to the card (a real sandbox charge and its tab_charges row). */
  tabPaid?: boolean;
  /** The helper's share was released (`C:release`, releasedAt set). */
  released?: boolean;
  callId?: string;
  /** Confirms a new setup intent the way the provider's web flow would (the sandbox form by default; the Stripe double's confirm with Stripe). */
  confirmSetup?: (setupIntentId: string, clientSecret: string) => Promise<void>;
}

export interface ChargedCall {
  callId: string;
  holdIntentId: string | null;
  tabIntentId: string | null;
  shareMinor: bigint;
  commissionMinor: bigint;
}

function contextOf(userId: string): CallContext {
  return { identity: { userId, role: 'USER', requestId: `seed-${randomUUID()}`, language: 'en' }, logger: silentLogger, metadata: new Metadata() };
}

/** A captured payment of `cents` on the user's sandbox 4242 card (a saved card is made the first time). */
async function capturedPayment(
  deps: PaymentDeps,
  userId: string,
  cents: bigint,
  key: string,
  confirmSetup?: ChargedCallOptions['confirmSetup'],
): Promise<string> {
  let customerId = await findCustomerId(deps.db, userId, deps.cards.name);
  if (!customerId) {
    const ctx = contextOf(userId);
    const { setupIntentId, clientSecret } = await createSetupIntent(deps, ctx);
    if (confirmSetup) await confirmSetup(setupIntentId, clientSecret);
    else
      await sandboxConfirmSetup(
        deps,
        { setupIntentId, clientSecret, cardNumber: SANDBOX_TEST_CARDS.succeeds, expMonth: 12, expYear: 2034, cvc: '123', name: 'Test Person' },
        ctx,
      );
    customerId = (await findCustomerId(deps.db, userId, deps.cards.name))!;
  }
  const [card] = await deps.cards.listCards(customerId);
  const hold = await deps.cards.authorizeHold({
    customerId,
    paymentMethodId: card!.paymentMethodId,
    amount: usd(cents),
    description: 'call hold',
    idempotencyKey: idempotencyKeys.hold(key),
  });
  await deps.cards.capture({ paymentIntentId: hold.id, amount: usd(cents), idempotencyKey: idempotencyKeys.capture(hold.id) });
  return hold.id;
}

/**
 * A call charged as the call-charging code leaves it (decisions 0031 and 0032): a real sandbox hold
 * captured for the card part, the ledger's `C:earning` / `C:commission` (and `:tab` legs) through
 * the real LedgerWriter, and its call_charges row; optionally the tab charged and the share released.
 */
export async function seedChargedCall(deps: PaymentDeps, options: ChargedCallOptions): Promise<ChargedCall> {
  const callId = options.callId ?? `HW-T${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`;
  const price = usd(options.priceMinor);
  const captured = usd(options.capturedMinor ?? options.priceMinor);
  const tab = price.minus(captured);
  const commission = price.share(COMMISSION_BASIS_POINTS);
  const cardCommission = captured.share(COMMISSION_BASIS_POINTS);
  const legs = [
    { suffix: '', payer: 'card' as const, amount: captured, commission: cardCommission },
    { suffix: ':tab', payer: 'tab' as const, amount: tab, commission: commission.minus(cardCommission) },
  ];
  const [userCard, userTab] = await openOwnerAccounts(deps.db, 'USER', options.userId);
  const [pending, available] = await openOwnerAccounts(deps.db, 'HELPER', options.helperId);
  const [revenue] = await openOwnerAccounts(deps.db, 'PLATFORM', PLATFORM_OWNER_ID);
  const post = (id: string, debit: string, credit: string, amount: Money, kind: string) =>
    amount.isZero()
      ? Promise.resolve()
      : deps.ledger.submit({ type: 'TRANSFER', id, debitAccountId: debit, creditAccountId: credit, amount, kind, reference: callId, pending: false });

  const holdIntentId = captured.isZero() ? null : await capturedPayment(deps, options.userId, captured.amountMinor, callId, options.confirmSetup);
  for (const leg of legs) {
    const payer = leg.payer === 'card' ? userCard!.id : userTab!.id;
    await post(`${callId}:earning${leg.suffix}`, payer, pending!.id, leg.amount.minus(leg.commission), 'CALL_EARNING');
    await post(`${callId}:commission${leg.suffix}`, payer, revenue!.id, leg.commission, 'COMMISSION');
  }
  let tabChargeId: string | null = null;
  let tabIntentId: string | null = null;
  if (options.tabPaid && !tab.isZero()) {
    tabIntentId = await capturedPayment(deps, options.userId, tab.amountMinor, `${callId}:tab`, options.confirmSetup);
    const [row] = await deps.db
      .insert(tabCharges)
      .values({ userId: options.userId, amountMinor: tab.amountMinor, reason: 'THRESHOLD', status: 'SUCCEEDED', intentId: tabIntentId })
      .returning();
    tabChargeId = row!.id;
    await post(`tab:${tabChargeId}`, userCard!.id, userTab!.id, tab, 'TAB_CHARGE');
  }
  const share = price.minus(commission);
  if (options.released) await post(`${callId}:release`, pending!.id, available!.id, share, 'EARNINGS_RELEASE');
  const endedAt = new Date();
  await deps.db.insert(callCharges).values({
    callId,
    userId: options.userId,
    helperId: options.helperId,
    categoryId: 'basic-tech-troubleshooting',
    rateMinor: 45n,
    status: 'CHARGED',
    holdIntentId,
    holdMinor: captured.amountMinor,
    billableSeconds: 600,
    priceMinor: price.amountMinor,
    commissionMinor: commission.amountMinor,
    capturedMinor: captured.amountMinor,
    tabMinor: tab.amountMinor,
    tabChargeId,
    releaseAt: new Date(endedAt.getTime() + 72 * 3600_000),
    releasedAt: options.released ? endedAt : null,
    endedAt,
  });
  return { callId, holdIntentId, tabIntentId, shareMinor: share.amountMinor, commissionMinor: commission.amountMinor };
}

/**
 * The payment service's dependencies on `db` as other suites' seeds need them (contract and browser
 * tests): the sandbox provider (the same tables the running service's sandbox reads) and a ledger writer.
 */
export function paymentDepsOn(db: Database): PaymentDeps {
  return {
    db,
    ledger: new LedgerWriter(db, { logger: silentLogger }),
    ...cardProvidersFrom({}, db),
    rates: new ListedRates(),
    commissionBasisPoints: 2000,
    now: () => new Date(),
    logger: silentLogger,
  };
}
