/**
 * The method and path of every JSON route of the REST API (spec §7), by name. Plain data without a
 * schema, so the web's bundles can import it without zod; the catalogue (route-catalogue.ts) adds
 * each route's schemas, and `@helpwire/contracts/routes` types these entries by them.
 */
const get = <P extends string>(path: P) => ({ method: 'get', path }) as const;
const post = <P extends string>(path: P) => ({ method: 'post', path }) as const;
const put = <P extends string>(path: P) => ({ method: 'put', path }) as const;
const patch = <P extends string>(path: P) => ({ method: 'patch', path }) as const;
const del = <P extends string>(path: P) => ({ method: 'delete', path }) as const;

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
  admin: {
    login: post('/auth/login/admin'),
    /** The second step of an admin's sign-in: a TOTP code or a recovery code (decision 0064). */
    loginTotp: post('/auth/login/admin/totp'),
    /** An admin's first sign-in: the first code of the secret offered stores it. */
    enrollTotp: post('/auth/login/admin/totp/enroll'),
    /** The console's first page: every queue and today's figures (issue 24). */
    overview: get('/admin/overview'),
    helpers: get('/admin/helpers'),
    reviewHelper: post('/admin/helpers/review'),
    contactMessages: get('/admin/contact-messages'),
    flags: get('/admin/flags'),
    dismissFlag: post('/admin/flags/dismiss'),
    suspendAccount: post('/admin/accounts/suspend'),
    unsuspendAccount: post('/admin/accounts/unsuspend'),
    warnAccount: post('/admin/accounts/warn'),
  },
  categories: {
    topLevel: get('/category/getNonSubCategories'),
    all: get('/category/getAllCategories'),
    byId: get('/category/getCategoryById'),
    byIdInPath: get('/category/getCategoryById/:id'),
    /** Admins: a category as stored (both languages, active or not), and its edit. */
    adminGet: get('/admin/categories/:id'),
    adminUpdate: put('/admin/categories/:id'),
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
  // Disputes (issue 13): the parties' routes of spec §7 and the admin's review and resolution.
  dispute: {
    create: post('/dispute/create'),
    user: get('/dispute/user'),
    userById: get('/dispute/user/:id'),
    helper: get('/dispute/helper'),
    helperById: get('/dispute/helper/:id'),
    adminList: get('/admin/disputes'),
    adminReview: post('/admin/disputes/:id/review'),
    adminResolve: post('/admin/disputes/:id/resolve'),
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
  adminWithdrawals: {
    open: get('/admin/withdrawals'),
    review: post('/admin/withdrawals/review'),
    approve: post('/admin/withdrawals/approve'),
    reject: post('/admin/withdrawals/reject'),
    // the console's withdrawals page (decision 0070)
    detail: get('/admin/withdrawals/get'),
    revealBankDetails: post('/admin/withdrawals/reveal-bank-details'),
    exportBatch: post('/admin/withdrawals/export'),
  },
  // The audit log of admin actions (issue 24, decision 0065): searched, never changed (no other route).
  adminAudit: {
    search: get('/admin/audit'),
  },
  // The console's People page (issue 24, item 6; decision 0076).
  adminPeople: {
    search: get('/admin/accounts'),
    detail: get('/admin/accounts/:id'),
    signOutEverywhere: post('/admin/accounts/sign-out-everywhere'),
    resendVerification: post('/admin/accounts/resend-verification'),
    exportData: post('/admin/accounts/export'),
    erase: post('/admin/accounts/erase'),
  },
} as const;

export type RoutePaths = typeof routePaths;
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export interface RoutePath {
  readonly method: HttpMethod;
  readonly path: string;
}
