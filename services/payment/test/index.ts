/** Test helpers other suites use (the contract tests): the local Stripe double. */
export { StripeDouble, DOUBLE_TEST_CARDS, type DoubleTestCard, type RecordedRequest } from './stripe-double/stripe-double';
export { seedReleasedEarnings } from './earnings-seed';
