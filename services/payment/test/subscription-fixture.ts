import { SANDBOX_TEST_CARDS } from '@helpwire/contracts';
import { paymentEvents, paymentNames, type plan } from '@helpwire/proto';
import { PaymentEvents } from '@helpwire/service-kit';
import { asc, eq } from 'drizzle-orm';
import { SandboxBillingProvider } from '../src/adapters/sandbox/sandbox-billing-provider';
import { createStripeClient } from '../src/adapters/providers/stripe-client';
import { StripeBillingProvider } from '../src/adapters/providers/stripe-billing-provider';
import { PLATFORM_OWNER_ID } from '../src/domain/ledger/account-kinds';
import { findCustomerId } from '../src/store/card-store';
import { accountIdsOf } from '../src/store/ledger-accounts';
import { accountTotals } from '../src/store/ledger-queries';
import { outbox } from '../src/store/schema';
import type { SubscriptionDeps } from '../src/use-cases/deps';
import { newCardSetDefault } from '../src/use-cases/set-new-default-card';
import { createSetupIntent } from '../src/use-cases/create-setup-intent';
import { sandboxConfirmSetup } from '../src/use-cases/confirm-sandbox-setup';
import { sandboxAuthenticate } from '../src/use-cases/authenticate-sandbox-card';
import { advanceSandboxClock } from '../src/use-cases/advance-sandbox-clock';
import { cardFixture, DOUBLE_SECRET_KEY, type Account, type CardFixture } from './card-fixture';
import { advanceStripeClock } from './stripe-subscription-clock';

/** Where the subscription use cases are billed in a test: the sandbox, or Stripe Billing on the Stripe double. */
export type BillingKind = 'sandbox' | 'stripe';
export const BILLING_KINDS: BillingKind[] = ['sandbox', 'stripe'];

export interface SubscriptionFixture extends CardFixture {
  subs: SubscriptionDeps;
  /** The sandbox billing provider (sandbox only). */
  sandbox: SandboxBillingProvider;
  /** A fresh account whose default card is `card` (4242 unless told). */
  subscriber(card?: keyof typeof SANDBOX_TEST_CARDS): Promise<Account>;
  /** Adds a card of `card`'s kind and makes it the default. */
  setDefaultCard(account: Account, card: keyof typeof SANDBOX_TEST_CARDS): Promise<void>;
  /** The events of one subject emitted for an account, oldest first, decoded. */
  events<K extends 'storageEntitlementChanged' | 'subscriptionInvoicePaid' | 'subscriptionPaymentFailed' | 'subscriptionEnded'>(
    kind: K,
    accountId: string,
  ): Promise<ReturnType<(typeof EVENT_CODECS)[K]['decode']>[]>;
  /** The account's customer at the provider (its test clock's). */
  customerOf(accountId: string): Promise<string>;
  /** The user's card clearing (debit-normal: what the card paid) and the platform's revenue, in cents. */
  money(accountId: string): Promise<{ cardPaid: bigint; revenue: bigint }>;
  /** Moves the account's clock on to `to` (Stripe: its customer's test clock, and the service's time with it). */
  clockTo(account: Account, to: Date): Promise<void>;
  /**
   * Time passes to the account's next thing due and it happens: SandboxAdvanceClock, or with Stripe
   * the test clock moves, Stripe's webhooks are delivered and the subscription job runs.
   */
  advance(account: Account): Promise<plan.SandboxAdvanceClockResponse>;
  /** The cardholder approves a plan payment's 3-D Secure step (Stripe.js; in the sandbox, ConfirmPlanPayment is the step). */
  approvePayment(answer: { actionPaymentIntentId?: string }): Promise<void>;
}

const EVENT_CODECS = {
  storageEntitlementChanged: paymentEvents.StorageEntitlementChanged,
  subscriptionInvoicePaid: paymentEvents.SubscriptionInvoicePaid,
  subscriptionPaymentFailed: paymentEvents.SubscriptionPaymentFailed,
  subscriptionEnded: paymentEvents.SubscriptionEnded,
} as const;

/** The card fixture of `kind` with the subscription use cases' dependencies (the billing provider on the fixture's clock). */
export function subscriptionFixture(kind: BillingKind = 'sandbox'): SubscriptionFixture {
  const f = cardFixture(kind) as SubscriptionFixture;
  beforeAll(() => {
    if (kind === 'sandbox') {
      f.sandbox = new SandboxBillingProvider(f.database.db, () => f.now);
      f.subs = { ...f.deps, billing: f.sandbox };
      return;
    }
    // A customer's test clock starts at the fixture's time, as a test clock made with that frozen_time.
    f.double.billing.clockStart = () => f.now;
    f.subs = { ...f.deps, billing: new StripeBillingProvider(createStripeClient({ secretKey: DOUBLE_SECRET_KEY, apiBaseUrl: f.double.baseUrl })) };
  });
  f.setDefaultCard = async (account, card) => {
    if (kind === 'stripe') {
      const setupIntentId = await f.confirmedSetup(account, card);
      await newCardSetDefault(f.deps, { setupIntentId }, account.ctx);
      return;
    }
    const { setupIntentId, clientSecret } = await createSetupIntent(f.deps, account.ctx);
    const form = { setupIntentId, clientSecret, cardNumber: SANDBOX_TEST_CARDS[card], expMonth: 12, expYear: 2034, cvc: '123', name: 'Test Person' };
    const confirmed = await sandboxConfirmSetup(f.deps, form, account.ctx);
    // The 3-D Secure cards are saved after the cardholder's step.
    if (confirmed.result?.status === paymentNames.setupStatusNames.toProto('requires_action'))
      await sandboxAuthenticate(f.deps, { setupIntentId, clientSecret, outcome: 'approve' }, account.ctx);
    await newCardSetDefault(f.deps, { setupIntentId }, account.ctx);
  };
  f.subscriber = async (card = 'succeeds') => {
    const account = f.account();
    await f.setDefaultCard(account, card);
    return account;
  };
  f.clockTo = async (account, to) => {
    const customerId = await f.customerOf(account.userId);
    if (kind === 'sandbox') {
      await f.sandbox.advanceClock(customerId, to);
      return;
    }
    f.double.billing.advanceClock(customerId, to);
    f.now = to;
  };
  f.advance = (account) => (kind === 'sandbox' ? advanceSandboxClock(f.subs, account.ctx) : advanceStripeClock(f, account.ctx));
  f.approvePayment = async ({ actionPaymentIntentId }) => {
    if (kind === 'stripe') f.double.completePaymentAuthentication(actionPaymentIntentId!, true);
  };
  f.events = async (kind, accountId) => {
    const rows = await f.database.db.select().from(outbox).where(eq(outbox.subject, PaymentEvents[kind].subject)).orderBy(asc(outbox.createdAt));
    return rows.map((row) => EVENT_CODECS[kind].decode(row.payload) as never).filter((e: { accountId: string }) => e.accountId === accountId);
  };
  f.customerOf = async (accountId) => (await findCustomerId(f.database.db, accountId, kind))!;
  f.money = async (accountId) => {
    const user = await accountIdsOf(f.database.db, 'USER', accountId);
    const platform = await accountIdsOf(f.database.db, 'PLATFORM', PLATFORM_OWNER_ID);
    const totals = await accountTotals(f.database.db, [user.USER_CARD_CLEARING!, platform.PLATFORM_REVENUE!]);
    const [card, revenue] = [totals[0]!.totals, totals[1]!.totals];
    return { cardPaid: card.debitsPosted - card.creditsPosted, revenue: revenue.creditsPosted - revenue.debitsPosted };
  };
  return f;
}
