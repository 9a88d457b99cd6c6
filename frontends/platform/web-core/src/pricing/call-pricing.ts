/** Spec §9's price rule, one for the screens and the payment service (packages/contracts). */
export { FLAT_CALL_CENTS, FLAT_CALL_MAX_MINUTES, holdMinor, TAB_LIMIT_CENTS } from '@helpwire/contracts/call-pricing';
