import type { Database, Transaction } from '@helpwire/service-kit';
import { eq, sql } from 'drizzle-orm';
import { addRole, startingStatus, type RoleStatus } from './role-writes';
import { accountRoles, accounts, otpCodes, socialIdentities, type AccountRole, type ProfileData } from './schema';

export type NewAccount = Omit<typeof accounts.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'pendingEmail'>;

/** The profile fields an account changes after sign-up. */
export type AccountChanges = Partial<
  Pick<
    typeof accounts.$inferInsert,
    'email' | 'pendingEmail' | 'phone' | 'username' | 'passwordHash' | 'firstName' | 'lastName' | 'gender' | 'profile' | 'verifiedAt'
  >
>;

export interface InsertedAccount {
  id: string;
  /** Null for a phone-only account. */
  email: string | null;
  phone: string | null;
}

/** A profile with nothing in it (admins, erased accounts, rehearsals); `languages` when some are known. */
export function blankProfile(languages: ProfileData['languages'] = []): ProfileData {
  return { languages, categories: [], favoriteCategories: [], location: null, bio: '', genderPreference: 'NO_PREFERENCE', profilePic: '' };
}

/**
 * Inserts an account and its first role (status: a helper IN_REVIEW, others ACTIVE, unless given) in the
 * caller's transaction. A unique e-mail, username or phone that is taken fails the insert (the caller
 * maps the violation), unless `ifAbsent`: then nothing is written and the answer is undefined.
 */
export async function insertAccountWithRole(
  tx: Transaction,
  account: NewAccount,
  role: AccountRole,
  options?: { status?: RoleStatus },
): Promise<InsertedAccount>;
export async function insertAccountWithRole(
  tx: Transaction,
  account: NewAccount,
  role: AccountRole,
  options: { status?: RoleStatus; ifAbsent: true },
): Promise<InsertedAccount | undefined>;
export async function insertAccountWithRole(
  tx: Transaction,
  account: NewAccount,
  role: AccountRole,
  options: { status?: RoleStatus; ifAbsent?: boolean } = {},
): Promise<InsertedAccount | undefined> {
  const insert = tx.insert(accounts).values(account);
  const [row] = await (options.ifAbsent ? insert.onConflictDoNothing() : insert).returning({ id: accounts.id, email: accounts.email, phone: accounts.phone });
  if (!row) {
    if (options.ifAbsent) return undefined;
    throw new Error('account insert returned no row');
  }
  await addRole(tx, row.id, role, options.status ?? startingStatus(role));
  return row;
}

/** Changes profile fields of an account (its `updated_at` too). */
export async function updateAccount(tx: Database | Transaction, accountId: string, changes: AccountChanges): Promise<void> {
  await tx
    .update(accounts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(accounts.id, accountId));
}

/** Replaces only the favourite categories of an account's profile (a profile edit at the same moment keeps its fields). */
export async function setFavoriteCategories(tx: Database | Transaction, accountId: string, favorites: ProfileData['favoriteCategories']): Promise<void> {
  await tx
    .update(accounts)
    .set({ profile: sql`jsonb_set(${accounts.profile}, '{favoriteCategories}', ${JSON.stringify(favorites)}::jsonb)`, updatedAt: sql`now()` })
    .where(eq(accounts.id, accountId));
}

/** Marks the account's e-mail verified (keeping the first verification time). */
export async function markVerified(tx: Database | Transaction, accountId: string): Promise<void> {
  await tx
    .update(accounts)
    .set({ verifiedAt: sql`coalesce(${accounts.verifiedAt}, now())` })
    .where(eq(accounts.id, accountId));
}

/**
 * Erasure, in the caller's transaction: every personal field replaced (the e-mail, phone and username
 * freed), every role, code and social identity removed. The row stays so other services' records
 * resolve. Sessions and files are the caller's (they need their own stores).
 */
export async function erasePersonalData(tx: Transaction, accountId: string): Promise<void> {
  const tag = accountId.replace(/-/g, '');
  await updateAccount(tx, accountId, {
    email: `deleted-${tag}@deleted.invalid`,
    phone: null,
    username: `deleted_${tag}`,
    passwordHash: null,
    firstName: 'Deleted',
    lastName: 'Account',
    gender: 'OTHER',
    profile: blankProfile(),
    pendingEmail: null,
    verifiedAt: null,
  });
  await tx.delete(accountRoles).where(eq(accountRoles.accountId, accountId));
  await tx.delete(otpCodes).where(eq(otpCodes.accountId, accountId));
  await tx.delete(socialIdentities).where(eq(socialIdentities.accountId, accountId));
}
