import { routes, type AdminAccount } from '@helpwire/contracts';
import { authNames, type auth } from '@helpwire/proto';
import type { Identity, PromiseClient } from '@helpwire/service-kit';
import type { RequestHandler } from 'express';
import { defineRoute, type ApiRoute } from '../http/api-routes';
import { adminChallengeJson } from './admin-challenge-json';

export interface AdminsRouteDeps {
  auth: PromiseClient<auth.AuthServiceClient>;
  deadlineMs: number;
  strictRateLimit: RequestHandler;
}

const permissionNames = (values: readonly auth.AdminPermission[]) =>
  values.flatMap((value) => {
    const name = authNames.adminPermissionNames.fromProto(value);
    return name ? [name] : [];
  });

function toAdminAccount(admin: auth.AdminRecord): AdminAccount {
  return {
    id: admin.id,
    firstName: admin.firstName,
    lastName: admin.lastName,
    email: admin.email,
    permissions: permissionNames(admin.permissions),
    lastSignInAt: admin.lastSignInAt?.toISOString() ?? null,
    secondFactorEnrolled: admin.secondFactorEnrolled,
    invitationPending: admin.invitationPending,
    adminSince: admin.adminSince?.toISOString() ?? '',
  };
}

/**
 * The console's Admins page (decision 0083). Every admin reads their own permissions; the rest needs
 * admins.manage, which the auth service checks (PERMISSION_DENIED, 403, without it) and audits.
 * The invitee's acceptance has no session: the code and a new password answer the ENROLL step.
 */
export function adminsRoutes({ auth: accounts, deadlineMs, strictRateLimit }: AdminsRouteDeps): ApiRoute[] {
  const opts = (identity: Identity) => ({ identity, deadlineMs });
  return [
    defineRoute(routes.adminAdmins.permissions, {
      tag: 'Admin',
      summary: "The signed-in admin's own permissions (admins only): `admins.manage` opens the Admins page",
      handler: async ({ identity }) => {
        const { permissions } = await accounts.getAdminPermissions({}, opts(identity));
        return { data: { permissions: permissionNames(permissions) } };
      },
    }),
    defineRoute(routes.adminAdmins.list, {
      tag: 'Admin',
      summary:
        'Every admin, the longest serving first, with their permissions, last sign-in, whether their authenticator app is set up and whether their invitation is pending (admins holding admins.manage only)',
      handler: async ({ identity }) => {
        const { admins } = await accounts.listAdmins({}, opts(identity));
        return { data: admins.map(toAdminAccount) };
      },
    }),
    defineRoute(routes.adminAdmins.invite, {
      tag: 'Admin',
      summary:
        'Invite an admin by e-mail with their name, permissions and a reason (admins holding admins.manage only): the e-mail gets a code that works for 72 hours, with which the invitee chooses a password at /admin/invitation and then sets up an authenticator app; audited',
      handler: async ({ body, identity }) => {
        const { admin } = await accounts.inviteAdmin(
          {
            ...body,
            permissions: body.permissions.map((name) => authNames.adminPermissionNames.toProto(name)),
            language: identity.language,
          },
          opts(identity),
        );
        return { data: toAdminAccount(admin!), statusCode: 201, message: 'The invitation is sent' };
      },
    }),
    defineRoute(routes.adminAdmins.setPermission, {
      tag: 'Admin',
      summary:
        "Grant an admin a permission or remove it, with a reason (admins holding admins.manage only); one's own admins.manage and the last holder's are never removed; audited",
      handler: async ({ params, body, identity }) => {
        const { admin } = await accounts.setAdminPermission(
          { accountId: params.id!, permission: authNames.adminPermissionNames.toProto(body.permission), granted: body.granted, reason: body.reason },
          opts(identity),
        );
        return { data: toAdminAccount(admin!) };
      },
    }),
    defineRoute(routes.adminAdmins.deactivate, {
      tag: 'Admin',
      summary:
        'Deactivate an admin with a reason (admins holding admins.manage only): their admin role, permissions and authenticator app go and their admin sessions end; never oneself, never the last holder of admins.manage; audited',
      handler: async ({ params, body, identity }) => {
        await accounts.deactivateAdmin({ accountId: params.id!, reason: body.reason }, opts(identity));
        return { data: {}, message: 'The admin is deactivated' };
      },
    }),
    defineRoute(routes.admin.acceptInvitation, {
      tag: 'Admin',
      summary:
        "An invited admin's first step: their e-mail, the invitation's code and a new password (twice). Answers the ENROLL step of the second factor as a first sign-in does; wrong codes count as every code's",
      before: [strictRateLimit],
      handler: async ({ body, identity }) => {
        const { adminChallenge } = await accounts.acceptAdminInvitation(body, opts(identity));
        return adminChallengeJson(adminChallenge);
      },
    }),
  ];
}
