import { identifierKind, normalizePhone } from '@helpwire/contracts';
import type { Database, Transaction } from '@helpwire/service-kit';
import { and, asc, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { attachedFilesOf, type FileRow } from './file-queries';
import { accountRoles, accounts } from './schema';

export type AccountRow = typeof accounts.$inferSelect;
export type RoleRow = typeof accountRoles.$inferSelect;

export interface AccountWithRoles extends AccountRow {
  roles: RoleRow[];
  /** The files its profile uses (picture, ID card, documents), oldest first. */
  files: FileRow[];
}

async function withRoles(db: Database | Transaction, account: AccountRow | undefined): Promise<AccountWithRoles | undefined> {
  if (!account) return undefined;
  return (await allWithRoles(db, [account]))[0];
}

/** The accounts with their roles and attached files, in two queries whatever their number. */
async function allWithRoles(db: Database | Transaction, rows: AccountRow[]): Promise<AccountWithRoles[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [roles, files] = await Promise.all([db.select().from(accountRoles).where(inArray(accountRoles.accountId, ids)), attachedFilesOf(db, ids)]);
  return rows.map((account) => ({ ...account, roles: roles.filter((r) => r.accountId === account.id), files: files.filter((f) => f.ownerId === account.id) }));
}

export async function findAccountById(db: Database | Transaction, id: string): Promise<AccountWithRoles | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return withRoles(db, row);
}

/** The account row only, by id (one query): what a profile read without roles or files needs. */
export async function findAccountRowById(db: Database | Transaction, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

export async function findAccountByEmail(db: Database | Transaction, email: string): Promise<AccountWithRoles | undefined> {
  return withRoles(db, await findAccountRowByEmail(db, email));
}

/** The account row only (one query, found or not: the same time either way). */
export async function findAccountRowByEmail(db: Database | Transaction, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email.toLowerCase())).limit(1);
  return row;
}

/** The account row of a phone, however it was typed (stored and compared in E.164; one query, found or not). */
export async function findAccountRowByPhone(db: Database | Transaction, phone: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(eq(accounts.phone, normalizePhone(phone)))
    .limit(1);
  return row;
}

/** The account a code step names: by its e-mail, or by its phone when the e-mail is empty. */
export async function findAccountRowByContact(db: Database | Transaction, contact: { email?: string | undefined; phone?: string | undefined }) {
  if (contact.email) return findAccountRowByEmail(db, contact.email);
  return contact.phone ? findAccountRowByPhone(db, contact.phone) : undefined;
}

export async function findAccountByContact(db: Database | Transaction, contact: { email?: string | undefined; phone?: string | undefined }) {
  return withRoles(db, await findAccountRowByContact(db, contact));
}

/** By e-mail (contains "@") or by phone (in E.164, however it was typed). */
export async function findAccountByIdentifier(db: Database | Transaction, identifier: string): Promise<AccountWithRoles | undefined> {
  const value = identifier.trim();
  return withRoles(db, identifierKind(value) === 'email' ? await findAccountRowByEmail(db, value) : await findAccountRowByPhone(db, value));
}

/** Which of e-mail, username and phone another account (not `exceptAccountId`) already uses. */
export async function takenFields(
  db: Database | Transaction,
  email: string | null,
  username: string,
  phone: string | null,
  exceptAccountId?: string,
): Promise<('email' | 'username' | 'phone')[]> {
  const clash = or(
    email ? eq(accounts.email, email) : sql`false`,
    sql`lower(${accounts.username}) = lower(${username})`,
    phone ? eq(accounts.phone, phone) : sql`false`,
  );
  const rows = await db
    .select({ email: accounts.email, username: accounts.username, phone: accounts.phone })
    .from(accounts)
    .where(exceptAccountId ? and(clash, ne(accounts.id, exceptAccountId)) : clash);
  const taken = new Set<'email' | 'username' | 'phone'>();
  for (const row of rows) {
    if (email && row.email === email) taken.add('email');
    if (row.username.toLowerCase() === username.toLowerCase()) taken.add('username');
    if (phone && row.phone === phone) taken.add('phone');
  }
  return [...taken];
}

/**
 * Locks the account's `role` row for the rest of the transaction and answers whether it still exists.
 * A deletion removes the row (and every role when it erases the account), so a write that holds this
 * lock cannot run after a deletion committed, nor a deletion while the write runs.
 */
export async function lockRole(tx: Transaction, accountId: string, role: string): Promise<boolean> {
  const rows = await tx
    .select({ accountId: accountRoles.accountId })
    .from(accountRoles)
    .where(and(eq(accountRoles.accountId, accountId), eq(accountRoles.role, role as RoleRow['role'])))
    .for('update');
  return rows.length > 0;
}

/** Helpers with a review status, the longest waiting first (at most `limit`). */
export async function listHelpersByStatus(db: Database | Transaction, status: RoleRow['status'], limit: number): Promise<AccountWithRoles[]> {
  const rows = await db
    .select({ account: accounts })
    .from(accounts)
    .innerJoin(accountRoles, and(eq(accountRoles.accountId, accounts.id), eq(accountRoles.role, 'HELPER')))
    .where(eq(accountRoles.status, status))
    .orderBy(asc(accountRoles.createdAt))
    .limit(limit);
  return allWithRoles(
    db,
    rows.map((row) => row.account),
  );
}

/** How many helpers have a review status (the overview's "waiting for review"), without reading them. */
export async function countHelpersByStatus(db: Database | Transaction, status: RoleRow['status']): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountRoles)
    .where(and(eq(accountRoles.role, 'HELPER'), eq(accountRoles.status, status)));
  return row?.n ?? 0;
}

/** Whether a username is used (case-insensitively). */
export async function usernameTaken(db: Database | Transaction, username: string): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(sql`lower(${accounts.username}) = lower(${username})`).limit(1);
  return row !== undefined;
}

/** Whether an account other than `exceptAccountId` uses the e-mail or the phone. */
export async function usedByAnother(db: Database | Transaction, field: 'email' | 'phone', value: string, exceptAccountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts[field], value), ne(accounts.id, exceptAccountId)))
    .limit(1);
  return row !== undefined;
}
