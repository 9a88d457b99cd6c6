/**
 * The paths of the caller's storage subscription (decision 0085), by name: apart from route-paths.ts
 * because only the Subscribed Plan page (the money feature) calls them, so nothing of them is in
 * what `/` loads (its 200 KB budget, decision 0006). The plans' catalogue stays public there.
 */
import { get, post } from './route-methods';

export const subscribedPlanRoutePaths = {
  subscribedPlan: {
    current: get('/subscription/current'),
    /** What choosing a plan would charge now and when it takes effect. */
    preview: get('/subscription/preview'),
    /** Subscribe, upgrade (now, prorated) or downgrade (at the period's end). */
    change: post('/subscription/change'),
    /** After the cardholder's 3-D Secure step of a plan payment. */
    confirmPayment: post('/subscription/confirm-payment'),
    /** Cancel at the period's end. */
    cancel: post('/subscription/cancel'),
    /** Undo a cancellation or a scheduled downgrade. */
    resume: post('/subscription/resume'),
    invoices: get('/subscription/invoices'),
    /** One invoice with its lines: the receipt. */
    invoice: get('/subscription/invoice'),
    /** Test mode: the subscription's clock moves to the next renewal or retry (refused with Stripe). */
    sandboxAdvanceClock: post('/subscription/sandbox/advance-clock'),
  },
} as const;
