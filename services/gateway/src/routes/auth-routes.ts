import { AuthMessages, roleSwitchedText, routes } from '@helpwire/contracts';
import { authNames, type auth } from '@helpwire/proto';
import type { PromiseClient } from '@helpwire/service-kit';
import type { RequestHandler } from 'express';
import { defineRoute, type ApiRoute } from '../http/api-routes';
import type { KnownCategories } from './known-categories';
import { toCurrentUser } from './user-view';

export interface AuthRouteDeps {
  auth: PromiseClient<auth.AuthServiceClient>;
  deadlineMs: number;
  strictRateLimit: RequestHandler;
  categories: KnownCategories;
}

/** The identity routes of spec §7 (Auth, Profile): the gateway validates, the auth service decides. */
export function authRoutes({ auth: client, deadlineMs, strictRateLimit, categories }: AuthRouteDeps): ApiRoute[] {
  const call = { deadlineMs };
  const signUpRoute = (contract: typeof routes.auth.signUp | typeof routes.auth.signUpHelper, role: 'USER' | 'HELPER') =>
    defineRoute(contract, {
      tag: 'Auth',
      summary: role === 'HELPER' ? 'Sign up as a helper (documents follow; an admin verifies)' : 'Sign up as a user',
      before: [strictRateLimit],
      handler: async ({ body: b, identity }) => {
        const { password, confirmPassword, acceptTerms, idCard, ...rest } = b;
        const { documents = [], contactType = 'email', ...profile } = rest as typeof rest & { documents?: string[]; contactType?: 'email' | 'phone' };
        await categories.check(profile.categories, identity);
        const created = await client.signUp(
          {
            role: authNames.roleNames.toProto(role),
            password,
            confirmPassword,
            termsAccepted: acceptTerms,
            idCardFileId: idCard || undefined,
            documentFileIds: documents,
            contactType,
            profile: {
              ...profile,
              email: profile.email ?? '',
              phone: profile.phone ?? '',
              bio: profile.bio ?? '',
              genderPreference: profile.genderPreference ?? '',
              favoriteCategories: [],
              profilePic: '',
            },
          },
          { identity, ...call },
        );
        return { data: created, message: contactType === 'phone' ? AuthMessages.signedUpByPhone : AuthMessages.signedUp, statusCode: 201 };
      },
    });
  const loginRoute = (contract: typeof routes.auth.login, role: 'USER' | 'HELPER') =>
    defineRoute(contract, {
      tag: 'Auth',
      summary: `Sign in as a ${role.toLowerCase()} with e-mail or phone and password`,
      before: [strictRateLimit],
      handler: async ({ body, identity, req }) => {
        const { token, user } = await client.login({ ...body, role: authNames.roleNames.toProto(role), clientAddress: req.ip ?? '' }, { identity, ...call });
        return { data: { token, user: toCurrentUser(user) }, message: AuthMessages.loggedIn };
      },
    });
  const changePasswordRoute = (contract: typeof routes.users.changePassword) =>
    defineRoute(contract, {
      tag: 'Profile',
      summary: 'Change the password (needs the current one); other sessions end',
      handler: async ({ body, identity, req }) => {
        await client.changePassword({ ...body, clientAddress: req.ip ?? '' }, { identity, ...call });
        return { data: {}, message: AuthMessages.passwordChanged };
      },
    });

  return [
    signUpRoute(routes.auth.signUp, 'USER'),
    signUpRoute(routes.auth.signUpHelper, 'HELPER'),
    defineRoute(routes.auth.verifyOtp, {
      tag: 'Auth',
      summary: 'Verify the 6-digit sign-up code; answers a session',
      before: [strictRateLimit],
      handler: async ({ body, identity }) => {
        const { token, user } = await client.verifyOtp({ ...body, email: body.email ?? '' }, { identity, ...call });
        return { data: { token, user: toCurrentUser(user) }, message: AuthMessages.verified };
      },
    }),
    defineRoute(routes.auth.resendOtp, {
      tag: 'Auth',
      summary: 'Send a new sign-up code (same answer whether or not the account exists)',
      before: [strictRateLimit],
      handler: async ({ body, identity }) => {
        await client.resendOtp({ ...body, email: body.email ?? '' }, { identity, ...call });
        return { data: {}, message: AuthMessages.otpSent };
      },
    }),
    loginRoute(routes.auth.login, 'USER'),
    loginRoute(routes.auth.loginHelper, 'HELPER'),
    defineRoute(routes.auth.logout, {
      tag: 'Auth',
      summary: 'End this session: the token stops working',
      handler: async ({ identity }) => {
        await client.logout({ tokenId: identity.tokenId ?? '' }, { identity, ...call });
        return { data: {}, message: AuthMessages.loggedOut };
      },
    }),
    defineRoute(routes.auth.forgotPassword, {
      tag: 'Auth',
      summary: 'Send a password reset code (same answer whether or not the account exists)',
      before: [strictRateLimit],
      handler: async ({ body, identity }) => {
        await client.forgotPassword({ ...body, email: body.email ?? '' }, { identity, ...call });
        return { data: {}, message: body.email ? AuthMessages.resetCodeSent : AuthMessages.resetCodeSentByPhone };
      },
    }),
    defineRoute(routes.auth.resetPassword, {
      tag: 'Auth',
      summary: 'Set a new password with the code; every session ends',
      before: [strictRateLimit],
      handler: async ({ body, identity }) => {
        await client.resetPassword({ ...body, email: body.email ?? '' }, { identity, ...call });
        return { data: {}, message: AuthMessages.passwordReset };
      },
    }),
    changePasswordRoute(routes.users.changePassword),
    changePasswordRoute(routes.helpers.changePassword),
    defineRoute(routes.auth.switchRole, {
      tag: 'Auth',
      summary: 'Switch to the other role of this account; answers a new token',
      handler: async ({ body, identity }) => {
        const { token, user } = await client.switchRole({ userId: body.user_id, role: authNames.roleNames.parse(body.role_slug) }, { identity, ...call });
        return { data: { token, user: toCurrentUser(user) }, message: roleSwitchedText(body.role_slug) };
      },
    }),
    defineRoute(routes.helpers.available, {
      tag: 'Profile',
      summary: 'Go available or unavailable for calls (approved helpers only)',
      handler: async ({ body, identity }) => {
        const result = await client.setAvailability(body, { identity, ...call });
        return { data: result, message: AuthMessages.availabilityUpdated };
      },
    }),
    defineRoute(routes.admin.reviewHelper, {
      tag: 'Admin',
      summary: 'Approve a helper, or reject one with a reason (admins only)',
      handler: async ({ body, identity }) => {
        const result = await client.reviewHelper(body, { identity, ...call });
        return { data: { userId: result.userId, status: authNames.verificationStatusNames.nameOf(result.status) }, message: AuthMessages.helperReviewed };
      },
    }),
    defineRoute(routes.users.find, {
      tag: 'Profile',
      summary: 'The signed-in account ("me"), for the role of its session',
      handler: async ({ identity }) => {
        const { user } = await client.getCurrentUser({}, { identity, ...call });
        return { data: toCurrentUser(user) };
      },
    }),
  ];
}
