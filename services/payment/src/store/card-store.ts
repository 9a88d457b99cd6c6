import type { PaymentProvider } from '@helpwire/contracts';
import { type Database, type Transaction } from '@helpwire/service-kit';
import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { ProviderCard } from '../adapters/providers/card-provider';
import { cards, customers } from './card-schema';
import { emitDefaultCardChanged } from '../events/card-events';

export type CardRow = typeof cards.$inferSelect;
type Db = Database | Transaction;

export async function findCustomerId(db: Db, accountId: string, provider: PaymentProvider): Promise<string | undefined> {
  const [row] = await db
    .select({ id: customers.providerCustomerId })
    .from(customers)
    .where(and(eq(customers.accountId, accountId), eq(customers.provider, provider)));
  return row?.id;
}

/** Records the account's provider customer; when another request recorded one first, answers that one. */
export async function saveCustomerId(db: Db, accountId: string, provider: PaymentProvider, providerCustomerId: string): Promise<string> {
  await db.insert(customers).values({ accountId, provider, providerCustomerId }).onConflictDoNothing();
  return (await findCustomerId(db, accountId, provider))!;
}

export async function accountOfCustomer(db: Db, provider: PaymentProvider, providerCustomerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ accountId: customers.accountId })
    .from(customers)
    .where(and(eq(customers.provider, provider), eq(customers.providerCustomerId, providerCustomerId)));
  return row?.accountId;
}

/** The account's cards of this provider, the default first, then oldest first. */
export async function cardsOf(db: Db, accountId: string, provider: PaymentProvider): Promise<CardRow[]> {
  return db
    .select()
    .from(cards)
    .where(and(eq(cards.accountId, accountId), eq(cards.provider, provider)))
    .orderBy(desc(cards.isDefault), asc(cards.createdAt), asc(cards.id));
}

/** One of the account's cards; another account's card is as unknown as a missing one. */
export async function findCardOf(db: Db, accountId: string, provider: PaymentProvider, cardId: string): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.accountId, accountId), eq(cards.provider, provider)));
  return row;
}

export async function findCardByPaymentMethod(db: Db, provider: PaymentProvider, paymentMethodId: string): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.provider, provider), eq(cards.providerPaymentMethodId, paymentMethodId)));
  return row;
}

export async function defaultCardOf(db: Db, accountId: string, provider: PaymentProvider): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.accountId, accountId), eq(cards.provider, provider), eq(cards.isDefault, true)));
  return row;
}

/** The account's default card with its provider customer, in one query (a call's hold needs both). */
export async function defaultCardWithCustomer(
  db: Db,
  accountId: string,
  provider: PaymentProvider,
): Promise<{ card: CardRow; customerId: string | null } | undefined> {
  const customerId = db
    .select({ id: customers.providerCustomerId })
    .from(customers)
    .where(and(eq(customers.accountId, accountId), eq(customers.provider, provider)));
  const [row] = await db
    .select({ card: cards, customerId: sql<string | null>`(${customerId})` })
    .from(cards)
    .where(and(eq(cards.accountId, accountId), eq(cards.provider, provider), eq(cards.isDefault, true)));
  return row;
}

/** Serialises writes to one account's cards (default switches, syncs) for the rest of the transaction. */
async function lockAccountCards(tx: Transaction, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payment.cards:${accountId}`}, 0))`);
}

/** Mirrors a provider card (brand, last 4, expiry; never more) for the account. */
export async function mirrorCard(tx: Db, accountId: string, provider: PaymentProvider, card: ProviderCard): Promise<CardRow> {
  const values = { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
  const [row] = await tx
    .insert(cards)
    .values({ accountId, provider, providerPaymentMethodId: card.paymentMethodId, ...values })
    .onConflictDoUpdate({ target: [cards.provider, cards.providerPaymentMethodId], set: values })
    .returning();
  return row!;
}

/** Drops the mirrored cards the provider no longer lists for the account. */
export async function removeCardsExcept(tx: Db, accountId: string, provider: PaymentProvider, keepPaymentMethodIds: string[]): Promise<void> {
  const mine = and(eq(cards.accountId, accountId), eq(cards.provider, provider));
  await tx.delete(cards).where(keepPaymentMethodIds.length > 0 ? and(mine, notInArray(cards.providerPaymentMethodId, keepPaymentMethodIds)) : mine);
}

export async function makeDefault(tx: Transaction, accountId: string, cardId: string): Promise<void> {
  await tx
    .update(cards)
    .set({ isDefault: false })
    .where(and(eq(cards.accountId, accountId), eq(cards.isDefault, true)));
  await tx
    .update(cards)
    .set({ isDefault: true })
    .where(and(eq(cards.accountId, accountId), eq(cards.id, cardId)));
}

export async function deleteCard(tx: Db, cardId: string): Promise<void> {
  await tx.delete(cards).where(eq(cards.id, cardId));
}

/**
 * Runs a change to the account's cards under the account's lock, and announces
 * helpwire.payment.default_card_changed in the same transaction when the default card changed
 * (set, switched, or gone: then no card).
 */
export async function changeAccountCards<T>(db: Database, accountId: string, provider: PaymentProvider, change: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockAccountCards(tx, accountId);
    const before = await defaultCardOf(tx, accountId, provider);
    const result = await change(tx);
    const after = await defaultCardOf(tx, accountId, provider);
    if (after?.id !== before?.id) {
      await emitDefaultCardChanged(tx, { accountId, cardId: after?.id, brand: after?.brand, last4: after?.last4 });
    }
    return result;
  });
}
