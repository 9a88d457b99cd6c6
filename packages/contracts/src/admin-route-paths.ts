import { get, post, put } from './route-methods';

/**
 * The method and path of the admins' routes (issue 24): the console's and the admin's sign-in. Apart
 * from route-paths.ts so that nothing of them is in what `/` loads (the web's routes are
 * `@helpwire/contracts/routes`; the admin remote's `@helpwire/contracts/admin-routes`).
 */
export const adminRoutePaths = {
  admin: {
    login: post('/auth/login/admin'),
    /** The second step of an admin's sign-in: a TOTP code or a recovery code (decision 0064). */
    loginTotp: post('/auth/login/admin/totp'),
    /** An admin's first sign-in: the first code of the secret offered stores it. */
    enrollTotp: post('/auth/login/admin/totp/enroll'),
    /** An invited admin's first step (decision 0083): the e-mailed code and a new password answer the ENROLL step. */
    acceptInvitation: post('/auth/login/admin/invitation'),
    /** The console's first page: every queue and today's figures (issue 24). */
    overview: get('/admin/overview'),
    helpers: get('/admin/helpers'),
    reviewHelper: post('/admin/helpers/review'),
    contactMessages: get('/admin/contact-messages'),
    /** Answer a message to support by e-mail (issue 24, item 8). */
    replyToContactMessage: post('/admin/contact-messages/:id/reply'),
    /** Close a message to support, or open it again. */
    setContactMessageStatus: post('/admin/contact-messages/:id/status'),
    flags: get('/admin/flags'),
    dismissFlag: post('/admin/flags/dismiss'),
    /** Warn or ban the account a flag names and close the flag with that outcome (decision 0082). */
    actOnFlag: post('/admin/flags/act'),
    suspendAccount: post('/admin/accounts/suspend'),
    unsuspendAccount: post('/admin/accounts/unsuspend'),
    warnAccount: post('/admin/accounts/warn'),
  },
  adminCategories: {
    /** A category as stored (both languages, active or not), and its edit. */
    get: get('/admin/categories/:id'),
    update: put('/admin/categories/:id'),
    // Every category and specialty as stored, hidden ones too; hide or show; add or remove a specialty (decision 0081).
    list: get('/admin/categories'),
    setVisibility: post('/admin/categories/:id/visibility'),
    addSpecialty: post('/admin/categories/:id/specialties'),
    removeSpecialty: post('/admin/categories/:id/remove'),
  },
  // The policies' versions (issue 24, item 7; decision 0081).
  adminPolicies: {
    list: get('/admin/policies'),
    publish: post('/admin/policies/:type/versions'),
    withdraw: post('/admin/policy-versions/:id/withdraw'),
  },
  // A dispute's review and resolution (issue 13), and the call behind it.
  adminDisputes: {
    list: get('/admin/disputes'),
    review: post('/admin/disputes/:id/review'),
    resolve: post('/admin/disputes/:id/resolve'),
    call: get('/admin/disputes/:id/call'),
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
  // The audit log of admin actions (decision 0065): searched, never changed (no other route).
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
  // The console's Admins page (decision 0083): admins holding admins.manage only, but `permissions` (any admin's own).
  adminAdmins: {
    permissions: get('/admin/permissions'),
    list: get('/admin/admins'),
    invite: post('/admin/admins/invite'),
    setPermission: post('/admin/admins/:id/permission'),
    deactivate: post('/admin/admins/:id/deactivate'),
  },
  // The help content of the Content page: FAQ entries and video tutorials (decision 0080).
  adminHelp: {
    faqs: get('/admin/faqs'),
    createFaq: post('/admin/faqs'),
    updateFaq: put('/admin/faqs/:id'),
    /** Remove an entry from the public site (hidden, kept) or show it again. */
    setFaqHidden: post('/admin/faqs/:id/visibility'),
    tutorials: get('/admin/tutorials'),
    createTutorial: post('/admin/tutorials'),
    updateTutorial: put('/admin/tutorials/:id'),
    setTutorialPublished: post('/admin/tutorials/:id/publish'),
  },
  // The newsletter's subscribers (issue 24, item 8).
  adminNewsletter: {
    list: get('/admin/newsletter'),
    export: post('/admin/newsletter/export'),
    unsubscribe: post('/admin/newsletter/unsubscribe'),
  },
} as const;
