import { z } from 'zod';
import { confirmation, confirmPassword, newPasswordSchema, otpCodeSchema } from './auth/account-fields';
import { requiredEmail } from './email';
import { ValidationTexts } from './messages';

/**
 * The console's Admins page (issue 24; decision 0083): admins holding `admins.manage` list the
 * admins, invite one by e-mail (a one-time code; the invitee sets a password and enrols TOTP), grant
 * or remove a permission and deactivate an admin — never themselves, never the last holder of
 * `admins.manage`. Each action in the audit log with its reason.
 */
export const ADMIN_PERMISSIONS = ['admins.manage'] as const;
export type AdminPermissionName = (typeof ADMIN_PERMISSIONS)[number];

export const AdminsTexts = {
  reasonRequired: 'Please give a reason',
  permissionRequired: 'Your account does not have the permission to manage admins',
  permissionUnknown: `permission must be one of ${ADMIN_PERMISSIONS.join(', ')}`,
  nameRequired: 'First and last name are required',
  alreadyAdmin: 'This account is already an admin',
  adminNotFound: 'No admin has this id',
  selfRefused: 'You cannot deactivate your own account or remove your own permission to manage admins',
  lastHolderRefused: 'At least one admin must keep the permission to manage admins',
} as const;

/** How long an invitation's code works. */
export const ADMIN_INVITATION_TTL_HOURS = 72;

const reason = z.string({ error: AdminsTexts.reasonRequired }).trim().min(1, AdminsTexts.reasonRequired).max(1000, AdminsTexts.reasonRequired);
const permission = z.enum(ADMIN_PERMISSIONS, { error: AdminsTexts.permissionUnknown });
const name = z.string({ error: AdminsTexts.nameRequired }).trim().min(1, AdminsTexts.nameRequired).max(100, AdminsTexts.nameRequired);

/** POST /admin/admins/invite: who, with which permissions, and why. */
export const inviteAdminBody = z.object({
  email: requiredEmail,
  firstName: name,
  lastName: name,
  permissions: z.array(permission).max(ADMIN_PERMISSIONS.length).default([]),
  reason,
});
export type InviteAdminBody = z.infer<typeof inviteAdminBody>;

/** POST /admin/admins/:id/permission: one permission granted (true) or removed (false), and why. */
export const setAdminPermissionBody = z.object({ permission, granted: z.boolean(), reason });
export type SetAdminPermissionBody = z.infer<typeof setAdminPermissionBody>;

/** POST /admin/admins/:id/deactivate: why. */
export const deactivateAdminBody = z.object({ reason });

export const adminIdParams = z.object({ id: z.uuid({ error: ValidationTexts.invalidId }) });

/** POST /auth/login/admin/invitation: the invitee's e-mail, the code it received and a new password twice. */
export const acceptAdminInvitationBody = z
  .object({ email: requiredEmail, code: otpCodeSchema, password: newPasswordSchema(), confirmPassword })
  .refine((body) => body.password === body.confirmPassword, confirmation('password'));
export type AcceptAdminInvitationBody = z.infer<typeof acceptAdminInvitationBody>;

/** An admin as the Admins page lists them. */
export const adminAccountSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  permissions: z.array(z.enum(ADMIN_PERMISSIONS)),
  lastSignInAt: z.string().nullable(),
  secondFactorEnrolled: z.boolean(),
  invitationPending: z.boolean(),
  adminSince: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

/** GET /admin/permissions: the signed-in admin's own permissions. */
export const adminPermissionsSchema = z.object({ permissions: z.array(z.enum(ADMIN_PERMISSIONS)) });
