import type { AdminPermissionName } from '@helpwire/contracts';
import { authNames, type auth } from '@helpwire/proto';
import type { AdminRow } from '../store/admin-directory';

/** A permission's name; an unknown value becomes "" (refused by the use case's validation). */
const permissionName = (value: number): AdminPermissionName => authNames.adminPermissionNames.fromProto(value) ?? ('' as AdminPermissionName);

export const fromInviteAdminRequest = (request: auth.InviteAdminRequest) => ({ ...request, permissions: request.permissions.map(permissionName) });

export const fromSetAdminPermissionRequest = (request: auth.SetAdminPermissionRequest) => ({ ...request, permission: permissionName(request.permission) });

export const toGetAdminPermissionsResponseMessage = (names: readonly AdminPermissionName[]): auth.GetAdminPermissionsResponse => ({
  permissions: names.map((name) => authNames.adminPermissionNames.toProto(name)),
});

/** An admin as the Admins page lists them. */
export function toAdminRecordMessage(row: AdminRow): auth.AdminRecord {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email ?? '',
    permissions: row.permissions.map((name) => authNames.adminPermissionNames.toProto(name)),
    lastSignInAt: row.lastSignInAt ?? undefined,
    secondFactorEnrolled: row.secondFactorEnrolled,
    invitationPending: row.invitationPending,
    adminSince: row.adminSince,
  };
}
