import type { Database, Transaction } from '@helpwire/service-kit';
import { and, eq } from 'drizzle-orm';
import type { RoleRow } from './account-queries';
import { accountRoles, type AccountRole } from './schema';

export type RoleStatus = RoleRow['status'];
export type HelperStatus = Exclude<RoleStatus, 'ACTIVE'>;

/** The status a new role starts with: a helper waits for an admin's review, the others are active at once. */
export function startingStatus(role: AccountRole): RoleStatus {
  return role === 'HELPER' ? 'IN_REVIEW' : 'ACTIVE';
}

/** Gives the account a role; answers false (and changes nothing) when it already holds it. */
export async function addRole(tx: Database | Transaction, accountId: string, role: AccountRole, status: RoleStatus = startingStatus(role)): Promise<boolean> {
  const added = await tx.insert(accountRoles).values({ accountId, role, status }).onConflictDoNothing().returning({ role: accountRoles.role });
  return added.length > 0;
}

export async function removeRole(tx: Database | Transaction, accountId: string, role: AccountRole): Promise<void> {
  await tx.delete(accountRoles).where(and(eq(accountRoles.accountId, accountId), eq(accountRoles.role, role)));
}

export async function setHelperAvailability(tx: Database | Transaction, accountId: string, isAvailable: boolean): Promise<void> {
  await tx.update(accountRoles).set({ isAvailable }).where(helperRole(accountId));
}

/**
 * An admin's decision on a helper, or a helper back in review: the status and the rejection reason
 * (null unless REJECTED). A helper that is not APPROVED is never available.
 */
export async function setHelperStatus(tx: Database | Transaction, accountId: string, status: HelperStatus, rejectionReason: string | null): Promise<void> {
  await tx
    .update(accountRoles)
    .set({ status, rejectionReason, ...(status === 'APPROVED' ? {} : { isAvailable: false }) })
    .where(helperRole(accountId));
}

const helperRole = (accountId: string) => and(eq(accountRoles.accountId, accountId), eq(accountRoles.role, 'HELPER'));
