import {
  ADMIN_INVITATION_TTL_HOURS,
  AdminsTexts,
  deactivateAdminBody,
  inviteAdminBody,
  setAdminPermissionBody,
  type AdminPermissionName,
} from '@helpwire/contracts';
import { actorOf, AppError, requireRole, validateInput, type CallContext, type Transaction } from '@helpwire/service-kit';
import { z } from 'zod';
import { adminInvitationMessage } from '../adapters/messaging/admin-invitation-message';
import { generateCode } from '../domain/one-time-code';
import { enqueueRoleRegistered } from '../events/account-events';
import { emitAdminAction } from '../events/admin-action-events';
import { findAccountByEmail, findAccountById } from '../store/account-queries';
import { blankProfile, insertAccountWithRole } from '../store/account-writes';
import { grantPermission, listAdminRows, lockPermissionHolders, permissionsOf, revokePermissions, type AdminRow } from '../store/admin-directory';
import { storeCode, voidCodes } from '../store/otp-store';
import { addRole, removeRole } from '../store/role-writes';
import { deleteSecondFactor } from '../store/second-factor-store';
import { revokeRoleSessions } from '../store/session-store';
import { freeUsername } from './admins';
import type { AuthDeps } from './deps';

const MANAGE: AdminPermissionName = 'admins.manage';
const INVITATION_TTL_MS = ADMIN_INVITATION_TTL_HOURS * 3600_000;

const refused = (text: string) => new AppError('FAILED_PRECONDITION', text, 'AUTH_ADMIN_CHANGE_REFUSED');
const adminNotFound = () => AppError.notFound(AdminsTexts.adminNotFound, 'AUTH_ADMIN_NOT_FOUND');

/**
 * An admin holding `permission` (decision 0083), or PERMISSION_DENIED: another role as every admin
 * route answers it, an admin without it with AUTH_ADMIN_PERMISSION_REQUIRED. Answers the admin's id.
 */
export async function requireAdminPermission(deps: Pick<AuthDeps, 'db'>, ctx: CallContext, permission: AdminPermissionName): Promise<string> {
  const { userId } = requireRole(ctx, 'ADMIN');
  if (!(await permissionsOf(deps.db, userId)).includes(permission))
    throw new AppError('PERMISSION_DENIED', AdminsTexts.permissionRequired, 'AUTH_ADMIN_PERMISSION_REQUIRED');
  return userId;
}

/** The signed-in admin's own permissions (the console shows the Admins page to those holding admins.manage). */
export async function getAdminPermissions(deps: Pick<AuthDeps, 'db'>, ctx: CallContext): Promise<AdminPermissionName[]> {
  const { userId } = requireRole(ctx, 'ADMIN');
  return permissionsOf(deps.db, userId);
}

/** GET /admin/admins: every admin, the longest serving first, with their permissions, last sign-in, TOTP and pending invitation. */
export async function listAdmins(deps: Pick<AuthDeps, 'db'>, ctx: CallContext): Promise<AdminRow[]> {
  await requireAdminPermission(deps, ctx, MANAGE);
  return listAdminRows(deps.db);
}

async function adminRow(deps: Pick<AuthDeps, 'db'>, accountId: string): Promise<AdminRow> {
  const [row] = await listAdminRows(deps.db, accountId);
  if (!row) throw adminNotFound();
  return row;
}

/**
 * POST /admin/admins/invite: makes the e-mail's account an admin (a new account, without a password,
 * when none has it) with the permissions asked, and e-mails it a one-time code that works for 72
 * hours: with it the invitee chooses a password, then enrols TOTP at their first sign-in. An e-mail
 * already an admin's is refused. Audited as admin.invite with the reason.
 */
export async function inviteAdmin(
  deps: AuthDeps,
  request: { email: string; firstName: string; lastName: string; permissions: AdminPermissionName[]; reason: string; language: string },
  ctx: CallContext,
): Promise<AdminRow> {
  const inviterId = await requireAdminPermission(deps, ctx, MANAGE);
  const body = validateInput(inviteAdminBody, request);
  const language = request.language.startsWith('ar') ? 'ar' : 'en';
  const existing = await findAccountByEmail(deps.db, body.email);
  if (existing?.roles.some((r) => r.role === 'ADMIN')) throw new AppError('FAILED_PRECONDITION', AdminsTexts.alreadyAdmin, 'AUTH_ALREADY_ADMIN');
  const inviter = await findAccountById(deps.db, inviterId);
  const username = existing ? '' : await freeUsername(deps.db, body.email.split('@')[0] ?? 'admin');
  const code = generateCode();
  const accountId = await deps.db.transaction(async (tx: Transaction) => {
    const id = existing
      ? existing.id
      : (
          await insertAccountWithRole(
            tx,
            {
              email: body.email,
              username,
              passwordHash: null,
              firstName: body.firstName,
              lastName: body.lastName,
              gender: 'OTHER',
              profile: blankProfile(),
              language,
              verifiedAt: null,
            },
            'ADMIN',
          )
        ).id;
    if (existing) await addRole(tx, id, 'ADMIN');
    for (const permission of body.permissions) await grantPermission(tx, id, permission);
    await storeCode(tx, id, 'ADMIN_INVITE', code, deps.secret, INVITATION_TTL_MS);
    await enqueueRoleRegistered(tx, id, 'ADMIN');
    await emitAdminAction(tx, actorOf(ctx), {
      action: 'admin.invite',
      objectId: id,
      before: { admin: false },
      after: { admin: true, email: body.email, permissions: body.permissions.join(','), newAccount: !existing },
      reason: body.reason,
    });
    return id;
  });
  const inviterName = inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : 'Helpwire';
  await deps.messages.send({ channel: 'email', to: body.email, ...adminInvitationMessage(inviterName, code, existing?.language ?? language, deps.appUrl) });
  ctx.logger.info({ accountId, invitedBy: inviterId }, 'admin invited');
  return adminRow(deps, accountId);
}

/**
 * In the caller's transaction: the target must be an admin, the acting admin must still hold
 * admins.manage, and taking `permission` from the target must leave another holder of admins.manage.
 */
async function checkChange(tx: Transaction, actorId: string, targetId: string, removesManage: boolean): Promise<void> {
  const holders = await lockPermissionHolders(tx, MANAGE);
  if (!holders.includes(actorId)) throw new AppError('PERMISSION_DENIED', AdminsTexts.permissionRequired, 'AUTH_ADMIN_PERMISSION_REQUIRED');
  const target = await findAccountById(tx, targetId);
  if (!target?.roles.some((r) => r.role === 'ADMIN')) throw adminNotFound();
  if (removesManage && holders.includes(targetId) && holders.length <= 1) throw refused(AdminsTexts.lastHolderRefused);
}

const accountIdOf = (id: string) => {
  if (!z.uuid().safeParse(id).success) throw adminNotFound();
  return id;
};

/**
 * POST /admin/admins/:id/permission: grants a permission to an admin or removes it. One's own
 * admins.manage is never removed, nor the last holder's. Audited (admin.permission_grant or
 * admin.permission_revoke) with the permissions before and after, when something changed.
 */
export async function setAdminPermission(
  deps: Pick<AuthDeps, 'db'>,
  request: { accountId: string; permission: string; granted: boolean; reason: string },
  ctx: CallContext,
): Promise<AdminRow> {
  const actorId = await requireAdminPermission(deps, ctx, MANAGE);
  const body = validateInput(setAdminPermissionBody, { permission: request.permission, granted: request.granted, reason: request.reason });
  const accountId = accountIdOf(request.accountId);
  const removesManage = !body.granted && body.permission === MANAGE;
  if (removesManage && accountId === actorId) throw refused(AdminsTexts.selfRefused);
  await deps.db.transaction(async (tx: Transaction) => {
    await checkChange(tx, actorId, accountId, removesManage);
    const before = await permissionsOf(tx, accountId);
    const changed = body.granted ? await grantPermission(tx, accountId, body.permission) : (await revokePermissions(tx, accountId, body.permission)) > 0;
    if (!changed) return;
    await emitAdminAction(tx, actorOf(ctx), {
      action: body.granted ? 'admin.permission_grant' : 'admin.permission_revoke',
      objectId: accountId,
      before: { permissions: before.join(',') },
      after: { permissions: (await permissionsOf(tx, accountId)).join(',') },
      reason: body.reason,
    });
  });
  return adminRow(deps, accountId);
}

/**
 * POST /admin/admins/:id/deactivate: the account is no longer an admin — its admin role, permissions,
 * TOTP, recovery codes and unused invitation are gone and its admin sessions end (its other roles
 * stay). Never one's own account, never the last holder of admins.manage. Audited as admin.deactivate.
 */
export async function deactivateAdmin(deps: Pick<AuthDeps, 'db'>, request: { accountId: string; reason: string }, ctx: CallContext): Promise<void> {
  const actorId = await requireAdminPermission(deps, ctx, MANAGE);
  const { reason } = validateInput(deactivateAdminBody, { reason: request.reason });
  const accountId = accountIdOf(request.accountId);
  if (accountId === actorId) throw refused(AdminsTexts.selfRefused);
  await deps.db.transaction(async (tx: Transaction) => {
    await checkChange(tx, actorId, accountId, true);
    const permissions = await permissionsOf(tx, accountId);
    await revokePermissions(tx, accountId);
    await removeRole(tx, accountId, 'ADMIN');
    await deleteSecondFactor(tx, accountId);
    await voidCodes(tx, accountId, 'ADMIN_INVITE');
    await revokeRoleSessions(tx, accountId, 'ADMIN');
    await emitAdminAction(tx, actorOf(ctx), {
      action: 'admin.deactivate',
      objectId: accountId,
      before: { admin: true, permissions: permissions.join(',') },
      after: { admin: false },
      reason,
    });
  });
  ctx.logger.info({ accountId, deactivatedBy: actorId }, 'admin deactivated');
}
