import { z } from 'zod';
import { acceptAdminInvitationBody } from '../admin-admins';
import { adminOverviewQuery, adminOverviewSchema } from '../admin-overview';
import { adminFlagsQuery, dismissFlagBody, flagActionBody, flaggedCallSchema } from '../after-call';
import { contactMessageIdParams, contactMessageSchema, contactMessagesQuery, contactReplyBody, contactStatusBody } from '../content';
import {
  adminEnrollBody,
  adminTotpBody,
  accountRefBody,
  accountSanctionBody,
  availabilityBody,
  forgotPasswordBody,
  helperProfileUpdateBody,
  helperReviewBody,
  helperSignUpBody,
  favoriteCategoriesBody,
  loginBody,
  profileUpdateBody,
  registerRoleBody,
  resendOtpBody,
  resetPasswordBody,
  signUpBody,
  switchRoleBody,
  verifyOtpBody,
} from '../auth';
import {
  adminChallengeSchema,
  availabilitySchema,
  currentUserSchema,
  emptySchema,
  enrolledAdminSessionSchema,
  helperReviewedSchema,
  profileUpdatedSchema,
  sessionSchema,
  signedUpSchema,
  socialProviderListSchema,
  VERIFICATION_STATUSES,
} from '../current-user';
import { ownWarningSchema } from '../own-warnings';
import { routePaths } from './all-route-paths';
import {
  analyticsQuery,
  earningSeriesSchema,
  earningsWalletSchema,
  totalAnalyticsSchema,
  totalCallsSchema,
  transactionPageSchema,
  transactionsQuery,
  withdrawalSeriesSchema,
} from '../transactions';
import { route, type RouteAreas } from './route-contract';
import { changePassword, deleteAccount, flagRoute, historyByIdRoute, historyRoute, signIn, socialSignIn, updateFlagRoute } from './shared-routes';

const { auth, users, helpers, admin } = routePaths;

/** Signing up and in, the signed-in account, helpers and the admin's helper review. */
export const accountRoutes = {
  auth: {
    signUp: route(auth.signUp, { body: signUpBody, response: signedUpSchema, successStatus: 201 }),
    signUpHelper: route(auth.signUpHelper, { body: helperSignUpBody, response: signedUpSchema, successStatus: 201 }),
    verifyOtp: route(auth.verifyOtp, { body: verifyOtpBody, response: sessionSchema }),
    resendOtp: route(auth.resendOtp, { body: resendOtpBody, response: emptySchema }),
    login: signIn(auth.login),
    loginHelper: signIn(auth.loginHelper),
    logout: route(auth.logout, { auth: 'required', response: emptySchema }),
    forgotPassword: route(auth.forgotPassword, { body: forgotPasswordBody, response: emptySchema }),
    resetPassword: route(auth.resetPassword, { body: resetPasswordBody, response: emptySchema }),
    switchRole: route(auth.switchRole, { auth: 'required', body: switchRoleBody, response: sessionSchema }),
    registerRole: route(auth.registerRole, { auth: 'required', body: registerRoleBody, response: sessionSchema, successStatus: 201 }),
    providers: route(auth.providers, { response: socialProviderListSchema }),
    google: socialSignIn(auth.google),
    microsoft: socialSignIn(auth.microsoft),
    apple: socialSignIn(auth.apple),
    facebook: socialSignIn(auth.facebook),
  },
  users: {
    find: route(users.find, { auth: 'required', response: currentUserSchema }),
    update: route(users.update, { auth: 'required', body: profileUpdateBody, response: profileUpdatedSchema }),
    /** The user's favourite categories (spec §3, §6 "manage favorites"), in their order; answers the user. */
    favoriteCategories: route(users.favoriteCategories, { auth: 'required', body: favoriteCategoriesBody, response: currentUserSchema }),
    changePassword: changePassword(users.changePassword),
    delete: deleteAccount(users.delete),
    deleteByPost: deleteAccount(users.deleteByPost),
    flag: flagRoute(users.flag),
    updateFlag: updateFlagRoute(users.updateFlag),
    callHistory: historyRoute(users.callHistory),
    callHistoryById: historyByIdRoute(users.callHistoryById),
    warnings: route(users.warnings, { auth: 'required', response: z.array(ownWarningSchema) }),
  },
  helpers: {
    update: route(helpers.update, { auth: 'required', body: helperProfileUpdateBody, response: profileUpdatedSchema }),
    changePassword: changePassword(helpers.changePassword),
    delete: deleteAccount(helpers.delete),
    deleteByPost: deleteAccount(helpers.deleteByPost),
    available: route(helpers.available, { auth: 'required', body: availabilityBody, response: availabilitySchema }),
    flag: flagRoute(helpers.flag),
    updateFlag: updateFlagRoute(helpers.updateFlag),
    callHistory: historyRoute(helpers.callHistory),
    callHistoryById: historyByIdRoute(helpers.callHistoryById),
    totalAnalytics: route(helpers.totalAnalytics, { auth: 'required', response: totalAnalyticsSchema }),
    totalCalls: route(helpers.totalCalls, { auth: 'required', response: totalCallsSchema }),
    totalEarnings: route(helpers.totalEarnings, { auth: 'required', response: earningsWalletSchema }),
    earningAnalytics: route(helpers.earningAnalytics, { auth: 'required', query: analyticsQuery, response: earningSeriesSchema }),
    durationAnalytics: route(helpers.durationAnalytics, { auth: 'required', query: analyticsQuery, response: earningSeriesSchema }),
    withdrawAnalytics: route(helpers.withdrawAnalytics, { auth: 'required', query: analyticsQuery, response: withdrawalSeriesSchema }),
    helperEarnings: route(helpers.helperEarnings, { auth: 'required', query: transactionsQuery, response: transactionPageSchema }),
  },
  admin: {
    /** A correct password answers the second factor's step, never a session (decision 0064). */
    login: route(admin.login, { body: loginBody, response: adminChallengeSchema }),
    loginTotp: route(admin.loginTotp, { body: adminTotpBody, response: sessionSchema }),
    enrollTotp: route(admin.enrollTotp, { body: adminEnrollBody, response: enrolledAdminSessionSchema }),
    acceptInvitation: route(admin.acceptInvitation, { body: acceptAdminInvitationBody, response: adminChallengeSchema }),
    overview: route(admin.overview, { auth: 'admin', query: adminOverviewQuery, response: adminOverviewSchema }),
    helpers: route(admin.helpers, {
      auth: 'admin',
      query: z.object({ status: z.enum(VERIFICATION_STATUSES, { error: 'status must be IN_REVIEW, APPROVED or REJECTED' }).default('IN_REVIEW') }),
      response: z.array(currentUserSchema),
    }),
    reviewHelper: route(admin.reviewHelper, { auth: 'admin', body: helperReviewBody, response: helperReviewedSchema }),
    contactMessages: route(admin.contactMessages, { auth: 'admin', query: contactMessagesQuery, response: z.array(contactMessageSchema), paged: true }),
    replyToContactMessage: route(admin.replyToContactMessage, {
      auth: 'admin',
      params: contactMessageIdParams,
      body: contactReplyBody,
      response: contactMessageSchema,
    }),
    setContactMessageStatus: route(admin.setContactMessageStatus, {
      auth: 'admin',
      params: contactMessageIdParams,
      body: contactStatusBody,
      response: contactMessageSchema,
    }),
    flags: route(admin.flags, { auth: 'admin', query: adminFlagsQuery, response: z.array(flaggedCallSchema), paged: true }),
    dismissFlag: route(admin.dismissFlag, { auth: 'admin', body: dismissFlagBody, response: flaggedCallSchema }),
    actOnFlag: route(admin.actOnFlag, { auth: 'admin', body: flagActionBody, response: flaggedCallSchema }),
    suspendAccount: route(admin.suspendAccount, { auth: 'admin', body: accountSanctionBody, response: emptySchema }),
    unsuspendAccount: route(admin.unsuspendAccount, { auth: 'admin', body: accountRefBody, response: emptySchema }),
    warnAccount: route(admin.warnAccount, { auth: 'admin', body: accountSanctionBody, response: emptySchema }),
  },
} as const satisfies RouteAreas<'auth' | 'users' | 'helpers' | 'admin'>;
