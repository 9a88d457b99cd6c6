import { SANDBOX_TEST_CARDS } from '@helpwire/contracts';
import { paymentEvents, paymentNames } from '@helpwire/proto';
import { PaymentEvents } from '@helpwire/service-kit';
import { asc, eq } from 'drizzle-orm';
import { SandboxBillingProvider } from '../src/adapters/sandbox/sandbox-billing-provider';
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
import { cardFixture, type Account, type CardFixture } from './card-fixture';

export interface SubscriptionFixture extends CardFixture {
  subs: SubscriptionDeps;
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
  /** The account's customer at the sandbox (its test clock's). */
  customerOf(accountId: string): Promise<string>;
  /** The user's card clearing (debit-normal: what the card paid) and the platform's revenue, in cents. */
  money(accountId: string): Promise<{ cardPaid: bigint; revenue: bigint }>;
}

const EVENT_CODECS = {
  storageEntitlementChanged: paymentEvents.StorageEntitlementChanged,
  subscriptionInvoicePaid: paymentEvents.SubscriptionInvoicePaid,
  subscriptionPaymentFailed: paymentEvents.SubscriptionPaymentFailed,
  subscriptionEnded: paymentEvents.SubscriptionEnded,
} as const;

/** The sandbox card fixture with the subscription use cases' dependencies (the sandbox billing provider on the fixture's clock). */
export function subscriptionFixture(): SubscriptionFixture {
  const f = cardFixture('sandbox') as SubscriptionFixture;
  beforeAll(() => {
    f.sandbox = new SandboxBillingProvider(f.database.db, () => f.now);
    f.subs = { ...f.deps, billing: f.sandbox };
  });
  f.setDefaultCard = async (account, card) => {
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
  f.events = async (kind, accountId) => {
    const rows = await f.database.db.select().from(outbox).where(eq(outbox.subject, PaymentEvents[kind].subject)).orderBy(asc(outbox.createdAt));
    return rows.map((row) => EVENT_CODECS[kind].decode(row.payload) as never).filter((e: { accountId: string }) => e.accountId === accountId);
  };
  f.customerOf = async (accountId) => (await findCustomerId(f.database.db, accountId, 'sandbox'))!;
  f.money = async (accountId) => {
    const user = await accountIdsOf(f.database.db, 'USER', accountId);
    const platform = await accountIdsOf(f.database.db, 'PLATFORM', PLATFORM_OWNER_ID);
    const totals = await accountTotals(f.database.db, [user.USER_CARD_CLEARING!, platform.PLATFORM_REVENUE!]);
    const [card, revenue] = [totals[0]!.totals, totals[1]!.totals];
    return { cardPaid: card.debitsPosted - card.creditsPosted, revenue: revenue.creditsPosted - revenue.debitsPosted };
  };
  return f;
}
