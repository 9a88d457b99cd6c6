import type { Identity } from '@helpwire/service-kit';

/** Whether an account can pay for a call: a default card, cards but none default, or no card. */
export type CardStanding = 'DEFAULT' | 'NO_DEFAULT' | 'NO_CARD';

/** What the call service asks the payment service (clients/payment-grpc.ts). */
export interface CardCheck {
  /** `identity` is the account's own (the card list is read as the account). */
  standingOf(accountId: string, identity: Identity): Promise<CardStanding>;
}
