/** Test helpers other suites use (the contract tests): the local Stripe double. */
export { StripeDouble, DOUBLE_TEST_CARDS, type DoubleTestCard, type RecordedRequest } from './stripe-double/stripe-double';
export type { SignedDelivery } from './stripe-double/stripe-double-events';
export { paymentDepsOn, seedChargedCall, type ChargedCall, type ChargedCallOptions } from './charged-call';
export { buildPaymentService, freePort, random, ServiceProcess } from './service-process';
export { checkLedger } from '../src/store/ledger-check';
export { seedReleasedEarnings } from './earnings-seed';
export { releaseEarningsAt } from './earnings-release-at';
export { GOOD_BANK_DETAILS } from './withdrawal-fixture';
