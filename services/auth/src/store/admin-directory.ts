import type { Database, Transaction } from '@helpwire/service-kit';
import { and, asc, count, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import { accountRoles, accounts, adminPermissions, adminSecondFactors, otpCodes, sessions, type AdminPermission } from './schema';

type Db = Database | Transaction;

/** An admin as the Admins page lists them: the account's name and e-mail, and what the other tables say of them. */
export interface AdminRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  adminSince: Date;
  permissions: AdminPermission[];
  lastSignInAt: Date | null;
  secondFactorEnrolled: boolean;
  invitationPending: boolean;
}

/** The permissions an account holds (an admin's; none for others). */
export async function permissionsOf(db: Db, accountId: string): Promise<AdminPermission[]> {
  const rows = await db.select({ permission: adminPermissions.permission }).from(adminPermissions).where(eq(adminPermissions.accountId, accountId));
  return rows.map((row) => row.permission).sort();
}

/** Grants a permission; false when the account already held it. */
export async function grantPermission(db: Db, accountId: string, permission: AdminPermission): Promise<boolean> {
  const rows = await db.insert(adminPermissions).values({ accountId, permission }).onConflictDoNothing().returning({ accountId: adminPermissions.accountId });
  return rows.length === 1;
}

/** Removes one permission (or, without `permission`, all of them); answers how many were held. */
export async function revokePermissions(db: Db, accountId: string, permission?: AdminPermission): Promise<number> {
  const scope = permission
    ? and(eq(adminPermissions.accountId, accountId), eq(adminPermissions.permission, permission))
    : eq(adminPermissions.accountId, accountId);
  const rows = await db.delete(adminPermissions).where(scope).returning({ accountId: adminPermissions.accountId });
  return rows.length;
}

/**
 * The admins holding a permission, their rows locked until the transaction ends: two admins taking it
 * from each other at once are answered one after the other, so one holder always stays.
 */
export async function lockPermissionHolders(tx: Transaction, permission: AdminPermission): Promise<string[]> {
  const admins = tx.select({ accountId: accountRoles.accountId }).from(accountRoles).where(eq(accountRoles.role, 'ADMIN'));
  const rows = await tx
    .select({ accountId: adminPermissions.accountId })
    .from(adminPermissions)
    .where(and(eq(adminPermissions.permission, permission), inArray(adminPermissions.accountId, admins)))
    .for('update');
  return rows.map((row) => row.accountId);
}

/** Whether any admin holds the permission (the command line grants admins.manage to the first admin). */
export async function anyAdminHolds(db: Db, permission: AdminPermission): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(adminPermissions)
    .innerJoin(accountRoles, and(eq(accountRoles.accountId, adminPermissions.accountId), eq(accountRoles.role, 'ADMIN')))
    .where(eq(adminPermissions.permission, permission));
  return (row?.n ?? 0) > 0;
}

/** Every admin (or the one `accountId` names), oldest admin first, each with their permissions, last admin sign-in, TOTP and pending invitation. */
export async function listAdminRows(db: Db, accountId?: string): Promise<AdminRow[]> {
  const admins = await db
    .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email, adminSince: accountRoles.createdAt })
    .from(accounts)
    .innerJoin(accountRoles, and(eq(accountRoles.accountId, accounts.id), eq(accountRoles.role, 'ADMIN')))
    .where(accountId ? eq(accounts.id, accountId) : undefined)
    .orderBy(asc(accountRoles.createdAt), asc(accounts.id));
  if (admins.length === 0) return [];
  const ids = admins.map((admin) => admin.id);
  const [permissions, signIns, factors, invitations] = await Promise.all([
    db.select().from(adminPermissions).where(inArray(adminPermissions.accountId, ids)),
    db
      .select({ accountId: sessions.accountId, last: max(sessions.createdAt) })
      .from(sessions)
      .where(and(inArray(sessions.accountId, ids), eq(sessions.role, 'ADMIN')))
      .groupBy(sessions.accountId),
    db.select({ accountId: adminSecondFactors.accountId }).from(adminSecondFactors).where(inArray(adminSecondFactors.accountId, ids)),
    db
      .selectDistinct({ accountId: otpCodes.accountId })
      .from(otpCodes)
      .where(and(inArray(otpCodes.accountId, ids), eq(otpCodes.purpose, 'ADMIN_INVITE'), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, sql`now()`))),
  ]);
  const enrolled = new Set(factors.map((row) => row.accountId));
  const invited = new Set(invitations.map((row) => row.accountId));
  return admins.map((admin) => {
    const last = signIns.find((row) => row.accountId === admin.id)?.last;
    return {
      ...admin,
      permissions: permissions
        .filter((row) => row.accountId === admin.id)
        .map((row) => row.permission)
        .sort(),
      lastSignInAt: last ? new Date(last) : null,
      secondFactorEnrolled: enrolled.has(admin.id),
      invitationPending: invited.has(admin.id),
    };
  });
}
