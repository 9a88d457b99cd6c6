import type { Database, Transaction } from '@helpwire/service-kit';
import { and, eq, inArray } from 'drizzle-orm';
import { ACCOUNT_KIND_RULES, accountKindsOf, LEDGER_CURRENCY, type AccountKind, type OwnerType } from '../domain/ledger/account-kinds';
import { ledgerAccounts } from './ledger-schema';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;

/** Opens the accounts of an owner that do not exist yet (safe to race) and answers all of them. */
export async function openOwnerAccounts(db: Database | Transaction, ownerType: OwnerType, ownerId: string): Promise<LedgerAccountRow[]> {
  const kinds = accountKindsOf(ownerType);
  await db
    .insert(ledgerAccounts)
    .values(
      kinds.map((kind) => ({
        ownerType,
        ownerId,
        kind,
        currency: LEDGER_CURRENCY,
        debitsMustNotExceedCredits: ACCOUNT_KIND_RULES[kind].debitsMustNotExceedCredits,
        creditsMustNotExceedDebits: ACCOUNT_KIND_RULES[kind].creditsMustNotExceedDebits,
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerId, ownerId), eq(ledgerAccounts.currency, LEDGER_CURRENCY), inArray(ledgerAccounts.kind, kinds)));
  return kinds.map((kind) => rows.find((row) => row.kind === kind)!);
}

export async function findAccounts(db: Database, ids: readonly string[]): Promise<LedgerAccountRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...ids]));
}

/** An owner's account ids by kind, opening them on first use. */
export async function accountIdsOf(db: Database | Transaction, ownerType: OwnerType, ownerId: string): Promise<Partial<Record<AccountKind, string>>> {
  const rows = await openOwnerAccounts(db, ownerType, ownerId);
  return Object.fromEntries(rows.map((row) => [row.kind, row.id]));
}
