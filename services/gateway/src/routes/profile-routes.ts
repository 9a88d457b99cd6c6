import { AuthTexts, routes } from '@helpwire/contracts';
import { authNames, type auth } from '@helpwire/proto';
import { AppError, type Identity, type PromiseClient } from '@helpwire/service-kit';
import { defineRoute, type ApiRoute } from '../http/api-routes';
import type { KnownCategories } from './known-categories';
import { toCurrentUser } from './user-view';

export interface ProfileRouteDeps {
  auth: PromiseClient<auth.AuthServiceClient>;
  deadlineMs: number;
  categories: KnownCategories;
}

type Role = 'USER' | 'HELPER';

/** /users/* answers USER sessions and /helpers/* HELPER sessions only (spec §6: "Role not allowed"). */
function requireRole(identity: Identity, role: Role): void {
  if (identity.role !== role) throw new AppError('PERMISSION_DENIED', AuthTexts.roleNotAllowed, 'ROLE_NOT_ALLOWED');
}

/** The profile routes of spec §7 (Profile): update, delete, and register-role for the other role. */
export function profileRoutes({ auth: client, deadlineMs, categories }: ProfileRouteDeps): ApiRoute[] {
  const call = { deadlineMs };
  const updateRoute = (contract: typeof routes.users.update | typeof routes.helpers.update, role: Role) =>
    defineRoute(contract, {
      tag: 'Profile',
      summary:
        role === 'HELPER'
          ? 'Update the helper profile; new ID card or documents send it back to review. A new e-mail applies once its code is verified'
          : 'Update the user profile. A new e-mail applies once the code sent to it is verified (POST /auth/verifyotp)',
      handler: async ({ body: b, identity }) => {
        requireRole(identity, role);
        const { profilePic, idCard, ...rest } = b;
        const { documents, ...profile } = rest as typeof rest & { documents?: string[] };
        await categories.check(profile.categories, identity);
        const result = await client.updateProfile(
          {
            profile: {
              ...profile,
              email: profile.email ?? '',
              bio: profile.bio ?? '',
              genderPreference: profile.genderPreference ?? '',
              favoriteCategories: [],
              profilePic: '',
            },
            ...(profilePic === null ? { removeProfilePic: true } : { profilePicFileId: profilePic || undefined }),
            idCardFileId: idCard || undefined,
            documents: documents ? { ids: documents } : undefined,
          },
          { identity, ...call },
        );
        return { data: { user: toCurrentUser(result.user), emailCodeSentTo: result.emailCodeSentTo ?? null }, message: AuthTexts.profileUpdated };
      },
    });
  const deleteRoutes = (area: typeof routes.users | typeof routes.helpers, role: Role) =>
    ([area.delete, area.deleteByPost] as const).map((contract) =>
      defineRoute(contract, {
        tag: 'Profile',
        summary: `Delete the ${role.toLowerCase()} account (password required when it has one); the last role erases the personal data${contract.method === 'post' ? ' (POST for clients that cannot send a DELETE body)' : ''}`,
        handler: async ({ body, identity, req }) => {
          requireRole(identity, role);
          const result = await client.deleteAccount(
            { role: authNames.roleNames.toProto(role), password: body.password ?? '', clientAddress: req.ip ?? '' },
            { identity, ...call },
          );
          return { data: { erased: result.erased }, message: AuthTexts.accountDeleted };
        },
      }),
    );

  return [
    updateRoute(routes.users.update, 'USER'),
    defineRoute(routes.users.favoriteCategories, {
      tag: 'Profile',
      summary: "Replace the user's favourite categories (top-level category slugs with their labels, in the order shown on the home); [] clears them",
      handler: async ({ body, identity }) => {
        requireRole(identity, 'USER');
        await categories.check(body.favoriteCategories, identity);
        const { user } = await client.setFavoriteCategories({ favoriteCategories: body.favoriteCategories }, { identity, ...call });
        return { data: toCurrentUser(user), message: AuthTexts.favoritesUpdated };
      },
    }),
    updateRoute(routes.helpers.update, 'HELPER'),
    ...deleteRoutes(routes.users, 'USER'),
    ...deleteRoutes(routes.helpers, 'HELPER'),
    defineRoute(routes.auth.registerRole, {
      tag: 'Auth',
      summary: 'Add the other role to this account (a helper role needs a phone, an ID card and documents, and starts In Review); answers a session for it',
      handler: async ({ body, identity }) => {
        await categories.check(body.categories, identity);
        const { token, user } = await client.registerRole(
          {
            role: authNames.roleNames.parse(body.role_slug),
            phone: body.phone ?? '',
            idCardFileId: body.idCard ?? '',
            documentFileIds: body.documents ?? [],
            categories: body.categories ?? [],
          },
          { identity, ...call },
        );
        return { data: { token, user: toCurrentUser(user) }, message: AuthTexts.roleRegistered, statusCode: 201 };
      },
    }),
  ];
}
