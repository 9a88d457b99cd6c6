import {
  availabilityBody,
  changePasswordBody,
  forgotPasswordBody,
  helperReviewBody,
  helperSignUpBody,
  loginBody,
  resendOtpBody,
  resetPasswordBody,
  roleSwitchedText,
  signUpBody,
  switchRoleBody,
  verifyOtpBody,
} from '@helpwire/contracts';
import { authNames, type auth } from '@helpwire/proto';
import type { PromiseClient } from '@helpwire/service-kit';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../http/api-routes';
import { toCurrentUser } from './user-view';

export interface AuthRouteDeps {
  auth: PromiseClient<auth.AuthServiceClient>;
  deadlineMs: number;
  strictRateLimit: RequestHandler;
}

export const AuthMessages = {
  signedUp: 'Account created. Enter the 6-digit code we sent to your email.',
  verified: 'Verified successfully',
  otpSent: 'OTP sent successfully',
  loggedIn: 'Login successfully',
  loggedOut: 'Logged out successfully',
  resetCodeSent: 'If an account exists for this email, we have sent a code to reset the password.',
  passwordReset: 'Password reset successfully. Please sign in.',
  passwordChanged: 'Password changed successfully',
  availabilityUpdated: 'Availability updated successfully',
  helperReviewed: 'Helper review saved',
} as const;

const session = z.object({ token: z.string(), user: z.unknown() });
const empty = z.object({});

/** The identity routes of spec §7 (Auth, Profile): the gateway validates, the auth service decides. */
export function authRoutes({ auth: client, deadlineMs, strictRateLimit }: AuthRouteDeps): ApiRoute[] {
  const call = { deadlineMs };
  const signUpRoute = (path: string, role: 'USER' | 'HELPER', body: typeof signUpBody | typeof helperSignUpBody) =>
    defineRoute({
      method: 'post',
      path,
      tag: 'Auth',
      summary: role === 'HELPER' ? 'Sign up as a helper (documents follow; an admin verifies)' : 'Sign up as a user',
      body,
      response: z.object({ userId: z.string(), codeSentTo: z.string() }),
      successStatus: 201,
      before: [strictRateLimit],
      handler: async ({ body: b, identity }) => {
        const { password, confirmPassword, acceptTerms, idCard, ...rest } = b;
        const { documents = [], ...profile } = rest as typeof rest & { documents?: string[] };
        const created = await client.signUp(
          {
            role: authNames.roleNames.toProto(role),
            password,
            confirmPassword,
            termsAccepted: acceptTerms,
            idCardFileId: idCard || undefined,
            documentFileIds: documents,
            profile: { ...profile, phone: profile.phone ?? '', bio: profile.bio ?? '', genderPreference: profile.genderPreference ?? '', favoriteCategories: [], profilePic: '' },
          },
          { identity, ...call },
        );
        return { data: created, message: AuthMessages.signedUp, statusCode: 201 };
      },
    });
  const loginRoute = (path: string, role: 'USER' | 'HELPER') =>
    defineRoute({
      method: 'post',
      path,
      tag: 'Auth',
      summary: `Sign in as a ${role.toLowerCase()} with e-mail or phone and password`,
      body: loginBody,
      response: session,
      before: [strictRateLimit],
      handler: async ({ body, identity, req }) => {
        const { token, user } = await client.login({ ...body, role: authNames.roleNames.toProto(role), clientAddress: req.ip ?? '' }, { identity, ...call });
        return { data: { token, user: toCurrentUser(user) }, message: AuthMessages.loggedIn };
      },
    });
  const changePasswordRoute = (path: string) =>
    defineRoute({
      method: 'post',
      path,
      tag: 'Profile',
      summary: 'Change the password (needs the current one); other sessions end',
      auth: 'required',
      body: changePasswordBody,
      response: empty,
      handler: async ({ body, identity, req }) => {
        await client.changePassword({ ...body, clientAddress: req.ip ?? '' }, { identity, ...call });
        return { data: {}, message: AuthMessages.passwordChanged };
      },
    });

  return [
    signUpRoute('/auth/signup', 'USER', signUpBody),
    signUpRoute('/auth/signup/helper', 'HELPER', helperSignUpBody),
    defineRoute({
      method: 'post',
      path: '/auth/verifyotp',
      tag: 'Auth',
      summary: 'Verify the 6-digit sign-up code; answers a session',
      body: verifyOtpBody,
      response: session,
      before: [strictRateLimit],
      handler: async ({ body, identity }) => {
        const { token, user } = await client.verifyOtp(body, { identity, ...call });
        return { data: { token, user: toCurrentUser(user) }, message: AuthMessages.verified };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/resendotp',
      tag: 'Auth',
      summary: 'Send a new sign-up code (same answer whether or not the account exists)',
      body: resendOtpBody,
      response: empty,
      before: [strictRateLimit],
      handler: async ({ body, identity }) => {
        await client.resendOtp(body, { identity, ...call });
        return { data: {}, message: AuthMessages.otpSent };
      },
    }),
    loginRoute('/auth/login', 'USER'),
    loginRoute('/auth/login/helper', 'HELPER'),
    defineRoute({
      method: 'post',
      path: '/auth/logout',
      tag: 'Auth',
      summary: 'End this session: the token stops working',
      auth: 'required',
      response: empty,
      handler: async ({ identity }) => {
        await client.logout({ tokenId: identity.tokenId ?? '' }, { identity, ...call });
        return { data: {}, message: AuthMessages.loggedOut };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/forgot-password',
      tag: 'Auth',
      summary: 'Send a password reset code (same answer whether or not the account exists)',
      body: forgotPasswordBody,
      response: empty,
      before: [strictRateLimit],
      handler: async ({ body, identity }) => {
        await client.forgotPassword(body, { identity, ...call });
        return { data: {}, message: AuthMessages.resetCodeSent };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/reset-password',
      tag: 'Auth',
      summary: 'Set a new password with the code; every session ends',
      body: resetPasswordBody,
      response: empty,
      before: [strictRateLimit],
      handler: async ({ body, identity }) => {
        await client.resetPassword(body, { identity, ...call });
        return { data: {}, message: AuthMessages.passwordReset };
      },
    }),
    changePasswordRoute('/users/changePassword'),
    changePasswordRoute('/helpers/changePassword'),
    defineRoute({
      method: 'post',
      path: '/auth/switch-role',
      tag: 'Auth',
      summary: 'Switch to the other role of this account; answers a new token',
      auth: 'required',
      body: switchRoleBody,
      response: session,
      handler: async ({ body, identity }) => {
        const { token, user } = await client.switchRole({ userId: body.user_id, role: authNames.roleNames.parse(body.role_slug) }, { identity, ...call });
        return { data: { token, user: toCurrentUser(user) }, message: roleSwitchedText(body.role_slug) };
      },
    }),
    defineRoute({
      method: 'put',
      path: '/helpers/available',
      tag: 'Profile',
      summary: 'Go available or unavailable for calls (approved helpers only)',
      auth: 'required',
      body: availabilityBody,
      response: z.object({ isAvailable: z.boolean() }),
      handler: async ({ body, identity }) => {
        const result = await client.setAvailability(body, { identity, ...call });
        return { data: result, message: AuthMessages.availabilityUpdated };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/admin/helpers/review',
      tag: 'Admin',
      summary: 'Approve a helper, or reject one with a reason (admins only)',
      auth: 'required',
      body: helperReviewBody,
      response: z.object({ userId: z.string(), status: z.string() }),
      handler: async ({ body, identity }) => {
        const result = await client.reviewHelper(body, { identity, ...call });
        return { data: { userId: result.userId, status: authNames.verificationStatusNames.nameOf(result.status) }, message: AuthMessages.helperReviewed };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/users/find',
      tag: 'Profile',
      summary: 'The signed-in account ("me"), for the role of its session',
      auth: 'required',
      response: z.unknown(),
      handler: async ({ identity }) => {
        const { user } = await client.getCurrentUser({}, { identity, ...call });
        return { data: toCurrentUser(user) };
      },
    }),
  ];
}
