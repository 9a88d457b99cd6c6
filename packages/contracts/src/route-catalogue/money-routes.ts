import { z } from 'zod';
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
} from '../payment';
import { routePaths } from './all-route-paths';
import { callChargeQuery, callChargeSchema, payTabSchema, tabSchema, transactionPageSchema, transactionsQuery } from '../transactions';
import {
  adminWithdrawalDetailSchema,
  adminWithdrawalListQuery,
  adminWithdrawalRowSchema,
  adminWithdrawalSchema,
  exportPayoutBatchBody,
  payoutBatchSchema,
  revealBankDetailsBody,
  revealedBankDetailsSchema,
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
} from '../withdrawal';
import { route, type RouteAreas } from './route-contract';
import { storagePlanSchema } from '../storage-plans';
import {
  cancelSubscriptionBody,
  changePlanBody,
  changePlanResultSchema,
  confirmPlanPaymentSchema,
  emptyBody,
  invoiceIdBody,
  invoiceIdQuery,
  invoiceSchema,
  invoicesQuery,
  planChangePreviewSchema,
  planIdQuery,
  sandboxAdvanceClockSchema,
  subscriptionSchema,
} from '../subscriptions';

const { payment, subscription, subscribedPlan, transaction } = routePaths;

/** Cards, the tab and transactions; helper bank details and withdrawals and their admin review. */
export const moneyRoutes = {
  payment: {
    savedCards: route(payment.savedCards, { auth: 'required', query: savedCardsQuery, response: savedCardsSchema }),
    createSetupIntent: route(payment.createSetupIntent, { auth: 'required', body: createSetupIntentBody, response: setupIntentSchema, successStatus: 201 }),
    newCardSetDefault: route(payment.newCardSetDefault, { auth: 'required', body: newCardSetDefaultBody, response: cardListResultSchema }),
    setDefaultPaymentMethod: route(payment.setDefaultPaymentMethod, { auth: 'required', body: cardIdBody, response: cardListResultSchema }),
    detachCard: route(payment.detachCard, { auth: 'required', body: cardIdBody, response: cardListResultSchema }),
    sandboxConfirmSetup: route(payment.sandboxConfirmSetup, { auth: 'required', body: sandboxConfirmSetupBody, response: sandboxSetupResultSchema }),
    sandboxAuthenticate: route(payment.sandboxAuthenticate, { auth: 'required', body: sandboxAuthenticateBody, response: sandboxSetupResultSchema }),
    sandboxAuthenticatePayment: route(payment.sandboxAuthenticatePayment, {
      auth: 'required',
      body: sandboxAuthenticatePaymentBody,
      response: sandboxPaymentResultSchema,
    }),
    tab: route(payment.tab, { auth: 'required', response: tabSchema }),
    payTab: route(payment.payTab, { auth: 'required', body: createSetupIntentBody, response: payTabSchema }),
  },
  subscription: {
    plans: route(subscription.plans, { response: z.array(storagePlanSchema) }),
  },
  /** The caller's storage subscription (decision 0085): not in the web's first load (subscribed-plan-route-paths.ts). */
  subscribedPlan: {
    current: route(subscribedPlan.current, { auth: 'required', response: subscriptionSchema }),
    preview: route(subscribedPlan.preview, { auth: 'required', query: planIdQuery, response: planChangePreviewSchema }),
    change: route(subscribedPlan.change, { auth: 'required', body: changePlanBody, response: changePlanResultSchema }),
    confirmPayment: route(subscribedPlan.confirmPayment, { auth: 'required', body: invoiceIdBody, response: confirmPlanPaymentSchema }),
    cancel: route(subscribedPlan.cancel, { auth: 'required', body: cancelSubscriptionBody, response: subscriptionSchema }),
    resume: route(subscribedPlan.resume, { auth: 'required', body: emptyBody, response: subscriptionSchema }),
    invoices: route(subscribedPlan.invoices, { auth: 'required', query: invoicesQuery, response: z.array(invoiceSchema), paged: true }),
    invoice: route(subscribedPlan.invoice, { auth: 'required', query: invoiceIdQuery, response: invoiceSchema }),
    sandboxAdvanceClock: route(subscribedPlan.sandboxAdvanceClock, { auth: 'required', body: emptyBody, response: sandboxAdvanceClockSchema }),
  },
  transaction: {
    all: route(transaction.all, { auth: 'required', query: transactionsQuery, response: transactionPageSchema }),
    callCharge: route(transaction.callCharge, { auth: 'required', query: callChargeQuery, response: callChargeSchema }),
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
  adminWithdrawals: {
    /** PENDING and IN_REVIEW withdrawals, oldest first (admins only). */
    open: route(routePaths.adminWithdrawals.open, {
      auth: 'admin',
      query: adminWithdrawalListQuery,
      response: z.array(adminWithdrawalRowSchema),
      paged: true,
    }),
    /** The admin looks into it: PENDING → IN_REVIEW (idempotent). */
    review: route(routePaths.adminWithdrawals.review, { auth: 'admin', body: reviewWithdrawalBody, response: adminWithdrawalSchema }),
    /** The admin made the bank transfer: records its id and pays the hold out (idempotent). */
    approve: route(routePaths.adminWithdrawals.approve, { auth: 'admin', body: approveWithdrawalBody, response: adminWithdrawalSchema }),
    /** Refused: the held amount goes back to available (idempotent). */
    reject: route(routePaths.adminWithdrawals.reject, { auth: 'admin', body: rejectWithdrawalBody, response: adminWithdrawalSchema }),
    // --- the console's withdrawals page (decision 0070) ---
    /** One withdrawal with its helper's balance, bank details (masked) and withdrawals. */
    detail: route(routePaths.adminWithdrawals.detail, { auth: 'admin', query: withdrawalIdQuery, response: adminWithdrawalDetailSchema }),
    /** The full bank details, with a reason written to the audit log. */
    revealBankDetails: route(routePaths.adminWithdrawals.revealBankDetails, {
      auth: 'admin',
      body: revealBankDetailsBody,
      response: revealedBankDetailsSchema,
    }),
    /** The approved batch (IN_REVIEW) as the bank's CSV; each withdrawal's reveal in the audit log. */
    exportBatch: route(routePaths.adminWithdrawals.exportBatch, { auth: 'admin', body: exportPayoutBatchBody, response: payoutBatchSchema }),
  },
} as const satisfies RouteAreas<'payment' | 'subscription' | 'subscribedPlan' | 'transaction' | 'accountDetails' | 'withdraw' | 'adminWithdrawals'>;
