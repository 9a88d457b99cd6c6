import { Metadata } from '@grpc/grpc-js';
import { SANDBOX_TEST_CARDS, type PaymentProvider } from '@helpwire/contracts';
import { paymentEvents, type payment } from '@helpwire/proto';
import { PaymentEvents } from '@helpwire/service-kit';
import { asc, eq } from 'drizzle-orm';
import type { CallContext } from '@helpwire/service-kit';
import { createTestDatabase, silentLogger, type TestDatabase } from '@helpwire/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { migrationsFolder } from '../src/app';
import { migrateSandbox } from '../src/adapters/sandbox/sandbox-migrations';
import { cardProvidersFrom } from '../src/adapters/providers/card-provider-from-config';
import { cards } from '../src/store/card-schema';
import { outbox } from '../src/store/schema';
import { createSetupIntent } from '../src/use-cases/create-setup-intent';
import { newCardSetDefault } from '../src/use-cases/set-new-default-card';
import { sandboxConfirmSetup } from '../src/use-cases/confirm-sandbox-setup';
import { LedgerWriter } from '../src/store/ledger-writer';
import type { ChargeDeps } from '../src/use-cases/deps';
import { ListedRates } from './listed-rates';
import { StripeDouble, type DoubleTestCard } from './stripe-double/stripe-double';

export const WEBHOOK_SECRET = 'whsec_cardfixture0123456789';
export const DOUBLE_SECRET_KEY = 'sk_test_carddouble0123456789';

export interface Account {
  userId: string;
  ctx: CallContext;
}

/** What a card use-case test works with: a real database with the payment migrations and one provider. */
export interface CardFixture {
  readonly kind: PaymentProvider;
  deps: ChargeDeps;
  /** The categories' rates the deps answer (what the content service would). */
  rates: ListedRates;
  /** The time the deps' clock answers; moves only when a test moves it. */
  now: Date;
  database: TestDatabase;
  /** The Stripe double (stripe only). */
  double: StripeDouble;
  /** A fresh signed-in USER account. */
  account(): Account;
  /** A setup intent of `account` confirmed with a test card the way the web would (Stripe.js, or the sandbox form). */
  confirmedSetup(account: Account, card?: keyof typeof SANDBOX_TEST_CARDS): Promise<string>;
  /** Adds a 4242 card through the whole flow and makes it the default. */
  addDefaultCard(account: Account): Promise<payment.Card>;
  /** Every mirrored card row. */
  cardRows(): Promise<(typeof cards.$inferSelect)[]>;
  /** The default-card changes announced (outbox) for an account, oldest first: the new default's card id ('' for none). */
  defaultChanges(accountId: string): Promise<(string | null)[]>;
}

const doubleCard: Record<keyof typeof SANDBOX_TEST_CARDS, DoubleTestCard> = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAuthentication: '4000002500003155',
  chargeDeclined: '4000000000000341',
  alwaysAuthenticate: '4000002760003184',
};

export function contextFor(userId: string, role = 'USER'): CallContext {
  return { identity: { userId, role, requestId: `test-${randomUUID()}`, language: 'en' }, logger: silentLogger, metadata: new Metadata() };
}

function chargeDeps(f: CardFixture, providers: ReturnType<typeof cardProvidersFrom>): ChargeDeps {
  const db = f.database.db;
  return {
    db,
    ...providers,
    ledger: new LedgerWriter(db, { logger: silentLogger }),
    rates: f.rates,
    commissionBasisPoints: 2000,
    now: () => f.now,
    logger: silentLogger,
  };
}

/** Registers beforeAll/afterAll that build the card use cases' dependencies for `kind`. */
export function cardFixture(kind: PaymentProvider): CardFixture {
  const f = { kind, rates: new ListedRates(), now: new Date() } as CardFixture & { double: StripeDouble };
  beforeAll(async () => {
    f.database = await createTestDatabase();
    if (kind === 'sandbox') await migrateSandbox(f.database);
    await f.database.migrate({ folder: migrationsFolder, schema: 'payment' });
    if (kind === 'stripe') {
      f.double = new StripeDouble();
      const { baseUrl } = await f.double.start();
      f.deps = chargeDeps(
        f,
        cardProvidersFrom({ STRIPE_SECRET_KEY: DOUBLE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE_URL: baseUrl }, f.database.db),
      );
    } else {
      f.deps = chargeDeps(f, cardProvidersFrom({}, f.database.db));
    }
  });
  afterAll(async () => {
    await f.double?.stop();
    await f.database?.drop();
  });
  f.account = () => {
    const userId = randomUUID();
    return { userId, ctx: contextFor(userId) };
  };
  f.confirmedSetup = async (account, card = 'succeeds') => {
    const { setupIntentId, clientSecret } = await createSetupIntent(f.deps, account.ctx);
    if (kind === 'stripe') f.double.confirmSetupIntent(setupIntentId, doubleCard[card]);
    else
      await sandboxConfirmSetup(
        f.deps,
        { setupIntentId, clientSecret, cardNumber: SANDBOX_TEST_CARDS[card], expMonth: 12, expYear: 2034, cvc: '123', name: 'Test Person' },
        account.ctx,
      );
    return setupIntentId;
  };
  f.addDefaultCard = async (account) => {
    const setupIntentId = await f.confirmedSetup(account);
    return (await newCardSetDefault(f.deps, { setupIntentId }, account.ctx)).result!.card!;
  };
  f.cardRows = () => f.database.db.select().from(cards);
  f.defaultChanges = async (accountId) => {
    const rows = await f.database.db.select().from(outbox).where(eq(outbox.subject, PaymentEvents.defaultCardChanged.subject)).orderBy(asc(outbox.createdAt));
    return rows
      .map((row) => paymentEvents.DefaultCardChanged.decode(row.payload))
      .filter((e) => e.accountId === accountId)
      .map((e) => e.cardId ?? null);
  };
  return f;
}
