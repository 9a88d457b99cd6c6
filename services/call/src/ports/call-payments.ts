import type { Identity } from '@helpwire/service-kit';

/** What the payment service answers when asked to hold a call's money (decision 0031). */
export type HoldOutcome =
  | 'AUTHORIZED'
  | 'NO_CARD'
  | 'NO_DEFAULT_CARD'
  | 'TAB_UNPAID'
  | 'DECLINED'
  | 'AUTHENTICATION_REQUIRED'
  | 'AUTHENTICATION_ACTION'
  | 'AUTHENTICATION_FAILED';

/** What the user's browser needs for the bank's 3-D Secure step of the hold (AUTHENTICATION_ACTION). */
export interface HoldAuthentication {
  paymentIntentId: string;
  clientSecret: string;
  provider: 'sandbox' | 'stripe';
}

export interface HoldAnswer {
  outcome: HoldOutcome;
  authentication?: HoldAuthentication;
}

/** What the call service asks the payment service (clients/payment-grpc.ts), as the user (`identity`). */
export interface CallPayments {
  /**
   * Places the call's authorisation hold before anyone is rung (idempotent by call id), or says why
   * not; `resume` after the user's 3-D Secure step: only a hold already asked for is continued.
   */
  authorize(callId: string, categoryId: string, identity: Identity, resume?: boolean): Promise<HoldAnswer>;
  /** Releases the hold of a call that was never written (nobody rung); the payment service releases the others from the call's events. */
  release(callId: string, identity: Identity): Promise<void>;
}
