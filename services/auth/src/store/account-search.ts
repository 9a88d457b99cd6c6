import type { Database } from '@helpwire/service-kit';
import { count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { accountRoles, accounts } from './schema';
import type { AccountRow, RoleRow } from './account-queries';

/** A LIKE pattern matching what starts with `text` (its own %, _ and \ taken literally). */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The digits of something typed like a phone number ("+966 50-123", "0501"), or undefined. */
function phoneDigits(query: string): string | undefined {
  if (!/^\+?[\d\s().-]+$/.test(query)) return undefined;
  const digits = query.replace(/\D/g, '');
  return digits.length >= 3 ? digits : undefined;
}

/**
 * Which accounts a console search means (decision 0076): an account id exactly; otherwise whatever
 * starts with the words typed, each through its own prefix index: the e-mail, the full name ("first
 * last"), the last name, and, when it looks like a number, the phone (E.164, "+" and digits).
 */
export function accountSearchCondition(query: string): SQL | undefined {
  const text = query.trim();
  if (!text) return undefined;
  if (z.uuid().safeParse(text).success) return eq(accounts.id, text.toLowerCase());
  const words = startsWith(text.toLowerCase().replace(/\s+/g, ' '));
  const conditions: SQL[] = [
    sql`${accounts.email} like ${words}`,
    sql`lower(${accounts.firstName} || ' ' || ${accounts.lastName}) like ${words}`,
    sql`lower(${accounts.lastName}) like ${words}`,
  ];
  const digits = phoneDigits(text);
  if (digits) conditions.push(sql`${accounts.phone} like ${startsWith(`+${digits}`)}`);
  return or(...conditions);
}

export interface FoundAccount extends AccountRow {
  roles: RoleRow[];
}

/** A page of the accounts a search finds, newest first, with their roles, and how many there are. */
export async function searchAccounts(db: Database, query: string, window: { limit: number; offset: number }): Promise<{ rows: FoundAccount[]; total: number }> {
  const where = accountSearchCondition(query);
  const [rows, [total]] = await Promise.all([
    db.select().from(accounts).where(where).orderBy(desc(accounts.createdAt), desc(accounts.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(accounts).where(where),
  ]);
  const roles = rows.length
    ? await db
        .select()
        .from(accountRoles)
        .where(
          inArray(
            accountRoles.accountId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return { rows: rows.map((row) => ({ ...row, roles: roles.filter((role) => role.accountId === row.id) })), total: total?.n ?? 0 };
}
