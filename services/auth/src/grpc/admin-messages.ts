import type { AdminPermissionName } from '@helpwire/contracts';
import { authNames, type auth } from '@helpwire/proto';
import type { AdminRow } from '../store/admin-directory';

/** The permissions of a request as their names; an unknown value becomes "" (refused by the use case's validation). */
export const permissionNamesOf = (values: readonly number[]): AdminPermissionName[] =>
  values.map((value) => authNames.adminPermissionNames.fromProto(value) ?? ('' as AdminPermissionName));

export const toAdminPermissionMessages = (names: readonly AdminPermissionName[]): auth.AdminPermission[] =>
  names.map((name) => authNames.adminPermissionNames.toProto(name));

/** An admin as the Admins page lists them. */
export function toAdminRecordMessage(row: AdminRow): auth.AdminRecord {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email ?? '',
    permissions: toAdminPermissionMessages(row.permissions),
    lastSignInAt: row.lastSignInAt ?? undefined,
    secondFactorEnrolled: row.secondFactorEnrolled,
    invitationPending: row.invitationPending,
    adminSince: row.adminSince,
  };
}
