/**
 * The method and path of every JSON route of the REST API (spec §7) but the admins', by name. Plain
 * data without a schema, so the web's bundles can import it without zod (and without the console's
 * routes, which only the admin remote loads: admin-route-paths.ts); the catalogue (route-catalogue.ts) adds
 * each route's schemas, and `@helpwire/contracts/routes` types these entries by them.
 */
import type { adminRoutePaths } from './admin-route-paths';
import type { subscribedPlanRoutePaths } from './subscribed-plan-route-paths';
import { del, get, patch, post, put } from './route-methods';

export const routePaths = {
  auth: {
    signUp: post('/auth/signup'),
    signUpHelper: post('/auth/signup/helper'),
    verifyOtp: post('/auth/verifyotp'),
    resendOtp: post('/auth/resendotp'),
    login: post('/auth/login'),
    loginHelper: post('/auth/login/helper'),
    logout: post('/auth/logout'),
    forgotPassword: post('/auth/forgot-password'),
    resetPassword: post('/auth/reset-password'),
    switchRole: post('/auth/switch-role'),
    registerRole: post('/auth/register-role'),
    providers: get('/auth/providers'),
    google: post('/auth/google'),
    microsoft: post('/auth/microsoft'),
    apple: post('/auth/apple'),
    facebook: post('/auth/facebook'),
  },
  users: {
    find: get('/users/find'),
    update: put('/users/update'),
    favoriteCategories: put('/users/favoriteCategories'),
    changePassword: post('/users/changePassword'),
    delete: del('/users/delete'),
    deleteByPost: post('/users/delete'),
    flag: post('/users/flag'),
    updateFlag: put('/users/update-flag'),
    callHistory: get('/users/call-history'),
    callHistoryById: get('/users/call-history/:id'),
    /** The signed-in account's own warnings (either role), newest first. */
    warnings: get('/users/warnings'),
  },
  helpers: {
    update: put('/helpers/update'),
    changePassword: post('/helpers/changePassword'),
    delete: del('/helpers/delete'),
    deleteByPost: post('/helpers/delete'),
    available: put('/helpers/available'),
    flag: post('/helpers/flag'),
    updateFlag: put('/helpers/update-flag'),
    callHistory: get('/helpers/call-history'),
    callHistoryById: get('/helpers/call-history/:id'),
    // Earnings and analytics (spec §7), the signed-in helper's own.
    totalAnalytics: get('/helpers/totalAnalytics'),
    totalCalls: get('/helpers/totalCalls'),
    totalEarnings: get('/helpers/totalEarnings'),
    earningAnalytics: get('/helpers/earningAnalytics'),
    durationAnalytics: get('/helpers/durationAnalytics'),
    withdrawAnalytics: get('/helpers/withdrawAnalytics'),
    helperEarnings: get('/helpers/helperEarnings'),
  },
  categories: {
    topLevel: get('/category/getNonSubCategories'),
    all: get('/category/getAllCategories'),
    byId: get('/category/getCategoryById'),
    byIdInPath: get('/category/getCategoryById/:id'),
  },
  content: {
    faqs: get('/content/findFaq'),
    tutorials: get('/content/findTutorial'),
    policy: get('/content/findPolicy'),
    services: get('/content/findServices'),
  },
  contact: {
    create: post('/contactus/create'),
  },
  newsletter: {
    subscribe: post('/news/subscriber'),
    unsubscribe: post('/news/unsubscribe'),
  },
  payment: {
    savedCards: get('/payment/saved-cards'),
    createSetupIntent: post('/payment/create-setup-intent'),
    newCardSetDefault: post('/payment/new-card-set-default'),
    setDefaultPaymentMethod: post('/payment/set-default-payment-method'),
    detachCard: post('/payment/detach-card'),
    sandboxConfirmSetup: post('/payment/sandbox/confirm-setup'),
    sandboxAuthenticate: post('/payment/sandbox/authenticate'),
    /** Test mode: the simulated 3-D Secure step of the caller's call hold (decision 0031). */
    sandboxAuthenticatePayment: post('/payment/sandbox/authenticate-payment'),
    /** The user's tab (decision 0031): what is owed, and whether a failed charge blocks new calls. */
    tab: get('/payment/tab'),
    /** "Pay now": charges the tab to the default card. */
    payTab: post('/payment/pay-tab'),
  },
  subscription: {
    /** The recording storage plans on sale (issue 25): public, cheapest first. */
    plans: get('/subscription/plans'),
  },
  transaction: {
    all: get('/transaction/all'),
    /** What one call cost (a user) or earned (a helper). */
    callCharge: get('/transaction/call-charge'),
  },
  call: {
    findHelper: get('/call/findHelper'),
    callBackHelper: get('/call/callBackHelper'),
    userLeaveCall: post('/call/userLeaveCall'),
    helperLeaveCall: post('/call/helperLeaveCall'),
    updateCallRecordingType: patch('/call/updateCallRecordingType'),
  },
  recording: {
    getAllrecordings: get('/recording/getAllrecordings'),
    getRecordingURL: get('/recording/getRecordingURL'),
    deleteRecording: del('/recording/deleteRecording'),
  },
  feedback: {
    giveReviewToHelper: post('/feedback/giveReviewToHelper'),
    giveReviewToUser: post('/feedback/giveReviewToUser'),
    giveFeedback: post('/feedback/giveFeedback'),
    getHelperReviews: get('/feedback/getHelperReviews'),
    /** Spelled as the spec spells it. */
    getAverageRaing: get('/feedback/getAverageRaing'),
  },
  notes: {
    create: post('/notes/create'),
    draft: get('/notes/draft'),
    saveSummary: post('/notes/summary'),
  },
  // Disputes (issue 13): the parties' routes of spec §7 (the admin's review and resolution: admin-route-paths.ts).
  dispute: {
    create: post('/dispute/create'),
    user: get('/dispute/user'),
    userById: get('/dispute/user/:id'),
    helper: get('/dispute/helper'),
    helperById: get('/dispute/helper/:id'),
  },
  // --- Helper bank details and withdrawals (issue 13) ---
  accountDetails: {
    get: get('/helpers/account-details'),
    add: post('/helpers/account-details/add'),
    update: put('/helpers/account-details/update'),
    updateByPost: post('/helpers/account-details/update'),
  },
  withdraw: {
    helperCreate: post('/withdraw/helper/create'),
    helperGetAll: get('/withdraw/helper/get-all'),
    get: get('/withdraw/get'),
    helperWallet: get('/withdraw/helper/wallet'),
  },
  // Notifications (issue 14): spec §7's list, mark-read and preference, plus mark all, the unread count and web push.
  notifications: {
    getAllNotifications: get('/notifications/getAllNotifications'),
    updateNotification: put('/notifications/updateNotification/:id'),
    /** Spec §7's form of the same: the id in the query (`?id=`), an empty body. */
    updateNotificationById: put('/notifications/updateNotification'),
    markAllRead: put('/notifications/markAllRead'),
    unreadCount: get('/notifications/unreadCount'),
    getPreference: get('/notifications/preference'),
    updatePreference: put('/notifications/preference'),
    pushPublicKey: get('/notifications/push/public-key'),
    pushSubscribe: post('/notifications/push/subscribe'),
    pushUnsubscribe: post('/notifications/push/unsubscribe'),
  },
} as const;

/** Every area of the API: the public and signed-in ones here, the admins' in admin-route-paths.ts. */
export type RoutePaths = typeof routePaths & typeof subscribedPlanRoutePaths & typeof adminRoutePaths;
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export interface RoutePath {
  readonly method: HttpMethod;
  readonly path: string;
}
