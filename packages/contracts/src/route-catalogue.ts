import { z } from 'zod';
import {
  availabilityBody,
  changePasswordBody,
  deleteAccountBody,
  forgotPasswordBody,
  helperProfileUpdateBody,
  helperReviewBody,
  helperSignUpBody,
  loginBody,
  profileUpdateBody,
  registerRoleBody,
  resendOtpBody,
  resetPasswordBody,
  signUpBody,
  socialSignInBody,
  switchRoleBody,
  verifyOtpBody,
} from './auth';
import {
  allCategoriesQuery,
  categorySchema,
  contactCreatedSchema,
  contactMessageBody,
  faqQuery,
  faqSchema,
  getCategoryQuery,
  newsletterBody,
  newsletterResultSchema,
  policyQuery,
  policySchema,
  serviceOfferingSchema,
  tutorialQuery,
  tutorialSchema,
} from './content';
import {
  cardIdBody,
  cardListResultSchema,
  createSetupIntentBody,
  newCardSetDefaultBody,
  sandboxAuthenticateBody,
  sandboxAuthenticatePaymentBody,
  sandboxConfirmSetupBody,
  sandboxPaymentResultSchema,
  sandboxSetupResultSchema,
  savedCardsQuery,
  savedCardsSchema,
  setupIntentSchema,
} from './payment';
import { analyticsQuery, callChargeQuery, callChargeSchema, earningSeriesSchema, payTabSchema, tabSchema, totalAnalyticsSchema, totalCallsSchema, transactionPageSchema, transactionsQuery, earningsWalletSchema, withdrawalSeriesSchema } from './transactions';
import { leaveCallBody, meetingStateSchema } from './call-meeting';
import { callRecordingChoiceSchema, recordingDeletedSchema, recordingIdBody, recordingIdQuery, recordingListSchema, recordingUrlSchema, updateRecordingTypeBody } from './recordings';
import {
  averageRatingQuery,
  averageRatingSchema,
  callHistoryIdParams,
  callHistoryItemSchema,
  callHistoryQuery,
  callIdQuery,
  feedbackBody,
  feedbackSchema,
  flagBody,
  flagSchema,
  helperReviewSchema,
  helperReviewsQuery,
  noteBody,
  notesSchema,
  reviewBody,
  reviewSchema,
  summaryBody,
  summaryDraftSchema,
  summarySchema,
  updateFlagBody,
} from './after-call';
import { callBackHelperQuery, callBackHelperResponse, findHelperQuery, findHelperResponse } from './matching';
import { adminDisputeListQuery, createDisputeBody, disputeIdParams, disputeListQuery, disputeSchema, resolveDisputeBody } from './dispute';
import {
  markAllReadSchema,
  notificationIdParams,
  notificationListQuery,
  notificationListSchema,
  notificationPreferencesBody,
  notificationPreferencesSchema,
  notificationSchema,
  pushPublicKeySchema,
  pushSubscriptionBody,
  pushSubscriptionSchema,
  pushUnsubscribeBody,
  unreadCountSchema,
} from './notification';
import { routePaths, type RoutePath, type RoutePaths } from './route-paths';
import {
  adminWithdrawalListQuery,
  adminWithdrawalSchema,
  approveWithdrawalBody,
  bankDetailsAnswerSchema,
  bankDetailsBody,
  bankDetailsSchema,
  createWithdrawalBody,
  rejectWithdrawalBody,
  reviewWithdrawalBody,
  walletSchema,
  withdrawalIdQuery,
  withdrawalListQuery,
  withdrawalSchema,
} from './withdrawal';
import {
  accountDeletedSchema,
  VERIFICATION_STATUSES,
  availabilitySchema,
  currentUserSchema,
  emptySchema,
  helperReviewedSchema,
  profileUpdatedSchema,
  sessionSchema,
  signedUpSchema,
  socialProviderListSchema,
  socialSessionSchema,
} from './current-user';

/**
 * One JSON route of the REST API (spec §7), shared by the gateway (which implements it, validates
 * with `query`/`body`/`params` and answers `response` as the envelope's `data`) and the web's typed
 * client (which derives its argument and answer types from the same schemas).
 */
export interface RouteContract<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> extends RoutePath {
  query?: Q;
  body?: B;
  /** Path parameters, e.g. `{ id }` for "/x/:id". */
  params?: z.ZodType;
  /** Schema of `data` in the success envelope. */
  response: R;
  /** The envelope carries `meta` (page numbers). */
  paged?: boolean;
  successStatus?: number;
  /** 'required': only with a bearer token. */
  auth?: 'public' | 'required';
}

type Schemas<Q, B, R> = Omit<RouteContract<Q extends z.ZodType ? Q : undefined, B extends z.ZodType ? B : undefined, R extends z.ZodType ? R : z.ZodType>, keyof RoutePath>;

/** A route's schemas on its method and path (route-paths.ts). */
const route = <P extends RoutePath, Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined, R extends z.ZodType = z.ZodType>(
  where: P,
  schemas: Schemas<Q, B, R> & { query?: Q; body?: B; response: R },
) => ({ ...where, ...schemas }) as P & RouteContract<Q, B, R>;

const { auth, users, helpers, admin, categories, content, contact, newsletter: news, payment, transaction, call, recording, feedback, notes, dispute } = routePaths;

/** The after-call routes both sides have, each on its own path (decision 0028). */
const flagRoute = (where: RoutePath) => route(where, { auth: 'required', body: flagBody, response: flagSchema });
const updateFlagRoute = (where: RoutePath) => route(where, { auth: 'required', body: updateFlagBody, response: flagSchema });
const historyRoute = (where: RoutePath) => route(where, { auth: 'required', query: callHistoryQuery, response: z.array(callHistoryItemSchema), paged: true });
const historyByIdRoute = (where: RoutePath) => route(where, { auth: 'required', params: callHistoryIdParams, response: callHistoryItemSchema });
const reviewRoute = (where: RoutePath) => route(where, { auth: 'required', body: reviewBody, response: reviewSchema });

const signIn = (where: RoutePath) => route(where, { body: loginBody, response: sessionSchema });
const changePassword = (where: RoutePath) => route(where, { auth: 'required', body: changePasswordBody, response: emptySchema });
const deleteAccount = (where: RoutePath) => route(where, { auth: 'required', body: deleteAccountBody, response: accountDeletedSchema });
const socialSignIn = (where: RoutePath) => route(where, { body: socialSignInBody, response: socialSessionSchema });
const newsletter = (where: RoutePath) => route(where, { query: z.object({ email: z.string().optional() }), body: newsletterBody, response: newsletterResultSchema });

/**
 * Every JSON route of the API with its schemas, by name (`routes.auth.login`); the gateway
 * implements each exactly once. The web imports `@helpwire/contracts/routes` instead: the same
 * names, typed by these schemas, without bundling them.
 */
export const routes = {
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
    changePassword: changePassword(users.changePassword),
    delete: deleteAccount(users.delete),
    deleteByPost: deleteAccount(users.deleteByPost),
    flag: flagRoute(users.flag),
    updateFlag: updateFlagRoute(users.updateFlag),
    callHistory: historyRoute(users.callHistory),
    callHistoryById: historyByIdRoute(users.callHistoryById),
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
    login: signIn(admin.login),
    helpers: route(admin.helpers, {
      auth: 'required',
      query: z.object({ status: z.enum(VERIFICATION_STATUSES, { error: 'status must be IN_REVIEW, APPROVED or REJECTED' }).default('IN_REVIEW') }),
      response: z.array(currentUserSchema),
    }),
    reviewHelper: route(admin.reviewHelper, { auth: 'required', body: helperReviewBody, response: helperReviewedSchema }),
  },
  categories: {
    topLevel: route(categories.topLevel, { response: z.array(categorySchema) }),
    all: route(categories.all, { query: allCategoriesQuery, response: z.array(categorySchema), paged: true }),
    byId: route(categories.byId, { query: getCategoryQuery, response: categorySchema }),
    byIdInPath: route(categories.byIdInPath, { params: getCategoryQuery, response: categorySchema }),
  },
  content: {
    faqs: route(content.faqs, { query: faqQuery, response: z.array(faqSchema), paged: true }),
    tutorials: route(content.tutorials, { query: tutorialQuery, response: z.array(tutorialSchema), paged: true }),
    policy: route(content.policy, { query: policyQuery, response: policySchema }),
    services: route(content.services, { response: z.array(serviceOfferingSchema) }),
  },
  contact: {
    create: route(contact.create, { body: contactMessageBody, response: contactCreatedSchema, successStatus: 201 }),
  },
  newsletter: {
    subscribe: newsletter(news.subscribe),
    unsubscribe: newsletter(news.unsubscribe),
  },
  payment: {
    savedCards: route(payment.savedCards, { auth: 'required', query: savedCardsQuery, response: savedCardsSchema }),
    createSetupIntent: route(payment.createSetupIntent, { auth: 'required', body: createSetupIntentBody, response: setupIntentSchema, successStatus: 201 }),
    newCardSetDefault: route(payment.newCardSetDefault, { auth: 'required', body: newCardSetDefaultBody, response: cardListResultSchema }),
    setDefaultPaymentMethod: route(payment.setDefaultPaymentMethod, { auth: 'required', body: cardIdBody, response: cardListResultSchema }),
    detachCard: route(payment.detachCard, { auth: 'required', body: cardIdBody, response: cardListResultSchema }),
    sandboxConfirmSetup: route(payment.sandboxConfirmSetup, { auth: 'required', body: sandboxConfirmSetupBody, response: sandboxSetupResultSchema }),
    sandboxAuthenticate: route(payment.sandboxAuthenticate, { auth: 'required', body: sandboxAuthenticateBody, response: sandboxSetupResultSchema }),
    sandboxAuthenticatePayment: route(payment.sandboxAuthenticatePayment, { auth: 'required', body: sandboxAuthenticatePaymentBody, response: sandboxPaymentResultSchema }),
    tab: route(payment.tab, { auth: 'required', response: tabSchema }),
    payTab: route(payment.payTab, { auth: 'required', body: createSetupIntentBody, response: payTabSchema }),
  },
  transaction: {
    all: route(transaction.all, { auth: 'required', query: transactionsQuery, response: transactionPageSchema }),
    callCharge: route(transaction.callCharge, { auth: 'required', query: callChargeQuery, response: callChargeSchema }),
  },
  call: {
    findHelper: route(call.findHelper, { auth: 'required', query: findHelperQuery, response: findHelperResponse }),
    callBackHelper: route(call.callBackHelper, { auth: 'required', query: callBackHelperQuery, response: callBackHelperResponse }),
    /** The call's user leaves its meeting (decision 0026); the helper hears user-leave. */
    userLeaveCall: route(call.userLeaveCall, { auth: 'required', body: leaveCallBody, response: meetingStateSchema }),
    /** The call's helper leaves its meeting; the user hears helper-leave. */
    helperLeaveCall: route(call.helperLeaveCall, { auth: 'required', body: leaveCallBody, response: meetingStateSchema }),
    /** The user's recording choice for a call (decision 0030): cloud records it, local does not. */
    updateCallRecordingType: route(call.updateCallRecordingType, { auth: 'required', body: updateRecordingTypeBody, response: callRecordingChoiceSchema }),
  },
  recording: {
    /** The account's recordings (both parties of a call see it) and the storage they fill. */
    getAllrecordings: route(recording.getAllrecordings, { auth: 'required', response: recordingListSchema }),
    /** A short-lived link to play or download one recording (the call's two parties only). */
    getRecordingURL: route(recording.getRecordingURL, { auth: 'required', query: recordingIdQuery, response: recordingUrlSchema }),
    /** Removes a recording from the account's list (the bytes go when neither party keeps it). */
    deleteRecording: route(recording.deleteRecording, { auth: 'required', body: recordingIdBody, response: recordingDeletedSchema }),
  },
  feedback: {
    /** The call's user reviews its helper after the call ended (once; a repeat answers the stored review). */
    giveReviewToHelper: reviewRoute(feedback.giveReviewToHelper),
    /** The call's helper reviews its user. */
    giveReviewToUser: reviewRoute(feedback.giveReviewToUser),
    giveFeedback: route(feedback.giveFeedback, { auth: 'required', body: feedbackBody, response: feedbackSchema }),
    getHelperReviews: route(feedback.getHelperReviews, { auth: 'required', query: helperReviewsQuery, response: z.array(helperReviewSchema), paged: true }),
    getAverageRaing: route(feedback.getAverageRaing, { auth: 'required', query: averageRatingQuery, response: averageRatingSchema }),
  },
  notes: {
    /** The call's helper adds a note (during or after the call); answers every note of the call. */
    create: route(notes.create, { auth: 'required', body: noteBody, response: notesSchema }),
    /** The call's helper: notes, the saved summary and a draft built from the notes. */
    draft: route(notes.draft, { auth: 'required', query: callIdQuery, response: summaryDraftSchema }),
    /** The call's helper saves the summary the user reads step by step (after the call; again to edit). */
    saveSummary: route(notes.saveSummary, { auth: 'required', body: summaryBody, response: summarySchema }),
  },
  dispute: {
    /** A party (USER or HELPER session) disputes one of its charged calls; one open dispute per call. */
    create: route(dispute.create, { auth: 'required', body: createDisputeBody, response: disputeSchema, successStatus: 201 }),
    /** The user's disputes (opened by them or about their calls), newest first. */
    user: route(dispute.user, { auth: 'required', query: disputeListQuery, response: z.array(disputeSchema), paged: true }),
    userById: route(dispute.userById, { auth: 'required', params: disputeIdParams, response: disputeSchema }),
    /** The helper's disputes (about their calls), newest first. */
    helper: route(dispute.helper, { auth: 'required', query: disputeListQuery, response: z.array(disputeSchema), paged: true }),
    helperById: route(dispute.helperById, { auth: 'required', params: disputeIdParams, response: disputeSchema }),
    /** Admins: every dispute, optionally of one status, newest first. */
    adminList: route(dispute.adminList, { auth: 'required', query: adminDisputeListQuery, response: z.array(disputeSchema), paged: true }),
    adminReview: route(dispute.adminReview, { auth: 'required', params: disputeIdParams, response: disputeSchema }),
    adminResolve: route(dispute.adminResolve, { auth: 'required', params: disputeIdParams, body: resolveDisputeBody, response: disputeSchema }),
  },
  // --- Helper bank details and withdrawals (issue 13): helpers act on their own only; the review is the admin's ---
  accountDetails: {
    /** The helper's own bank details (account number masked), null until added. */
    get: route(routePaths.accountDetails.get, { auth: 'required', response: bankDetailsAnswerSchema }),
    add: route(routePaths.accountDetails.add, { auth: 'required', body: bankDetailsBody, response: bankDetailsSchema, successStatus: 201 }),
    update: route(routePaths.accountDetails.update, { auth: 'required', body: bankDetailsBody, response: bankDetailsSchema }),
    updateByPost: route(routePaths.accountDetails.updateByPost, { auth: 'required', body: bankDetailsBody, response: bankDetailsSchema }),
  },
  withdraw: {
    /** Holds the amount (available → withdrawal hold) until an admin pays or rejects it. */
    helperCreate: route(routePaths.withdraw.helperCreate, { auth: 'required', body: createWithdrawalBody, response: withdrawalSchema, successStatus: 201 }),
    helperGetAll: route(routePaths.withdraw.helperGetAll, { auth: 'required', query: withdrawalListQuery, response: z.array(withdrawalSchema), paged: true }),
    get: route(routePaths.withdraw.get, { auth: 'required', query: withdrawalIdQuery, response: withdrawalSchema }),
    helperWallet: route(routePaths.withdraw.helperWallet, { auth: 'required', response: walletSchema }),
  },
  notifications: {
    /** The caller's own notifications, newest first by default (sortBy desc, sortByField createdAt, limit 20, page from 1). */
    getAllNotifications: route(routePaths.notifications.getAllNotifications, { auth: 'required', query: notificationListQuery, response: notificationListSchema, paged: true }),
    /** Marks one of the caller's own notifications read (empty body; idempotent); answers it. */
    updateNotification: route(routePaths.notifications.updateNotification, { auth: 'required', params: notificationIdParams, response: notificationSchema }),
    /** The same, as spec §7 says it: `PUT /notifications/updateNotification?id=…` with an empty body. */
    updateNotificationById: route(routePaths.notifications.updateNotificationById, { auth: 'required', query: notificationIdParams, response: notificationSchema }),
    /** Marks every unread notification of the caller read; answers how many changed. */
    markAllRead: route(routePaths.notifications.markAllRead, { auth: 'required', response: markAllReadSchema }),
    /** The exact number of the caller's unread notifications. */
    unreadCount: route(routePaths.notifications.unreadCount, { auth: 'required', response: unreadCountSchema }),
    /** The caller's channel switches (all on until changed). */
    getPreference: route(routePaths.notifications.getPreference, { auth: 'required', response: notificationPreferencesSchema }),
    /** Changes the switches given; answers all three. Security notices still go by e-mail. */
    updatePreference: route(routePaths.notifications.updatePreference, { auth: 'required', body: notificationPreferencesBody, response: notificationPreferencesSchema }),
    /** The VAPID public key browsers subscribe with. */
    pushPublicKey: route(routePaths.notifications.pushPublicKey, { auth: 'required', response: pushPublicKeySchema }),
    /** Saves this browser's push subscription for the caller (idempotent by endpoint). */
    pushSubscribe: route(routePaths.notifications.pushSubscribe, { auth: 'required', body: pushSubscriptionBody, response: pushSubscriptionSchema, successStatus: 201 }),
    /** Removes this browser's push subscription of the caller. */
    pushUnsubscribe: route(routePaths.notifications.pushUnsubscribe, { auth: 'required', body: pushUnsubscribeBody, response: pushSubscriptionSchema }),
  },
  adminWithdrawals: {
    /** PENDING and IN_REVIEW withdrawals, oldest first (admins only). */
    open: route(routePaths.adminWithdrawals.open, { auth: 'required', query: adminWithdrawalListQuery, response: z.array(adminWithdrawalSchema), paged: true }),
    /** The admin looks into it: PENDING → IN_REVIEW (idempotent). */
    review: route(routePaths.adminWithdrawals.review, { auth: 'required', body: reviewWithdrawalBody, response: adminWithdrawalSchema }),
    /** The admin made the bank transfer: records its id and pays the hold out (idempotent). */
    approve: route(routePaths.adminWithdrawals.approve, { auth: 'required', body: approveWithdrawalBody, response: adminWithdrawalSchema }),
    /** Refused: the held amount goes back to available (idempotent). */
    reject: route(routePaths.adminWithdrawals.reject, { auth: 'required', body: rejectWithdrawalBody, response: adminWithdrawalSchema }),
  },
} as const satisfies { [A in keyof RoutePaths]: { [N in keyof RoutePaths[A]]: RouteContract } };

/** Every contract of the catalogue with its name ("auth.login"). */
export function catalogueEntries(): { name: string; contract: RouteContract }[] {
  return Object.entries(routes).flatMap(([area, group]) =>
    Object.entries(group as Record<string, RouteContract>).map(([name, contract]) => ({ name: `${area}.${name}`, contract })),
  );
}

