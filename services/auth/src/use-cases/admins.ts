import { newPasswordError } from '@helpwire/contracts';
import type { auth } from '@helpwire/proto';
import type { ListHelpersInput } from '../grpc/requests';
import { AppError, requireRole, type CallContext, type Database } from '@helpwire/service-kit';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../domain/password-hashing';
import { userView } from '../domain/user-view';
import { findAccountByEmail, type AccountWithRoles } from '../store/account-queries';
import { attachedFilesOf } from '../store/file-queries';
import { accountRoles, accounts } from '../store/schema';
import { enqueueRoleRegistered } from './account-events';
import type { AuthDeps } from './deps';

export const AdminTexts = {
  statusInvalid: 'status must be IN_REVIEW, APPROVED or REJECTED',
} as const;

const HELPER_STATUSES = ['IN_REVIEW', 'APPROVED', 'REJECTED'] as const;

/** GET /admin/helpers?status=: helpers with that status (IN_REVIEW by default), oldest first, with their documents. */
export async function listHelpers(deps: AuthDeps, request: ListHelpersInput, ctx: CallContext): Promise<auth.ListHelpersResponse> {
  requireRole(ctx, 'ADMIN');
  const status = request.status || 'IN_REVIEW';
  if (!(HELPER_STATUSES as readonly string[]).includes(status)) throw AppError.invalid(AdminTexts.statusInvalid, 'AUTH_HELPER_STATUS_INVALID');
  const rows = await deps.db
    .select({ account: accounts })
    .from(accounts)
    .innerJoin(accountRoles, and(eq(accountRoles.accountId, accounts.id), eq(accountRoles.role, 'HELPER')))
    .where(eq(accountRoles.status, status as (typeof HELPER_STATUSES)[number]))
    .orderBy(asc(accountRoles.createdAt))
    .limit(500);
  if (rows.length === 0) return { helpers: [] };
  const ids = rows.map((r) => r.account.id);
  const [roles, files] = await Promise.all([deps.db.select().from(accountRoles).where(inArray(accountRoles.accountId, ids)), attachedFilesOf(deps.db, ids)]);
  const helpers = rows.map(({ account }) => {
    const withRoles: AccountWithRoles = { ...account, roles: roles.filter((r) => r.accountId === account.id), files: files.filter((f) => f.ownerId === account.id) };
    return userView(withRoles, 'HELPER');
  });
  return { helpers };
}

/**
 * `npm run admin -- create-admin <email>`: gives an existing account the ADMIN role, or creates a
 * verified admin account with `password`. Answers whether the account was created.
 */
export async function createAdmin(deps: Pick<AuthDeps, 'db'>, email: string, password: string): Promise<{ userId: string; created: boolean }> {
  const address = email.trim().toLowerCase();
  const existing = await findAccountByEmail(deps.db, address);
  if (existing) {
    const passwordHash = existing.passwordHash ?? (password ? await checkedHash(password) : null);
    await deps.db.transaction(async (tx) => {
      if (!existing.passwordHash && passwordHash) await tx.update(accounts).set({ passwordHash, verifiedAt: sql`coalesce(${accounts.verifiedAt}, now())` }).where(eq(accounts.id, existing.id));
      const added = await tx.insert(accountRoles).values({ accountId: existing.id, role: 'ADMIN', status: 'ACTIVE' }).onConflictDoNothing().returning({ role: accountRoles.role });
      if (added.length > 0) await enqueueRoleRegistered(tx, existing.id, 'ADMIN');
    });
    return { userId: existing.id, created: false };
  }
  const passwordHash = await checkedHash(password);
  const userId = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accounts)
      .values({
        email: address,
        username: await freeUsername(deps.db, address.split('@')[0] ?? 'admin'),
        passwordHash,
        firstName: 'Admin',
        lastName: 'Helpwire',
        gender: 'OTHER',
        profile: { languages: [], categories: [], favoriteCategories: [], location: null, bio: '', genderPreference: 'NO_PREFERENCE', profilePic: '' },
        verifiedAt: new Date(),
      })
      .returning({ id: accounts.id });
    if (!row) throw new Error('account insert returned no row');
    await tx.insert(accountRoles).values({ accountId: row.id, role: 'ADMIN', status: 'ACTIVE' });
    await enqueueRoleRegistered(tx, row.id, 'ADMIN');
    return row.id;
  });
  return { userId, created: true };
}

async function checkedHash(password: string): Promise<string> {
  const error = newPasswordError(password);
  if (error) throw AppError.invalid(error, 'VALIDATION_FAILED');
  return hashPassword(password);
}

/** `base` cleaned to the username rule, with a number added while another account holds it. */
export async function freeUsername(db: Database, base: string): Promise<string> {
  const clean = base.replace(/[^A-Za-z0-9._]/g, '').slice(0, 40) || 'user';
  for (let n = 0; ; n += 1) {
    const candidate = n === 0 ? clean : `${clean}${n}`;
    const [row] = await db.select({ id: accounts.id }).from(accounts).where(sql`lower(${accounts.username}) = lower(${candidate})`).limit(1);
    if (!row) return candidate;
  }
}
