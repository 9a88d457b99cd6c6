import type { Database } from '@helpwire/service-kit';
import type { Logger } from '@helpwire/service-kit';
import type { CategoryRates } from '../ports/category-rates';
import type { BankDetailsCipher } from '../adapters/bank-details/bank-details-cipher';
import type { PayoutProvider } from '../adapters/providers/payout-provider';
import type { CardProvider } from '../adapters/providers/card-provider';
import type { BillingProvider } from '../adapters/providers/billing-provider';
import type { StripeWebhookVerifier } from '../adapters/providers/stripe-webhooks';
import type { LedgerWriter } from '../store/ledger-writer';

/** What the card use cases need from the outside world. */
export interface CardDeps {
  db: Database;
  /** Where cards live: Stripe, or the in-process sandbox (`card-provider-from-config.ts`). */
  cards: CardProvider;
  /** Verifies Stripe webhooks; absent when Stripe is not configured (webhooks are then refused). */
  stripeWebhooks?: StripeWebhookVerifier;
}

/** What the ledger use cases need. */
export interface LedgerDeps {
  db: Database;
  /** The ledger's one write path (decision 0021). */
  ledger: LedgerWriter;
}

/** What charging calls needs (decisions 0031, 0032): cards, the ledger, rates, the commission and time. */
export interface ChargeDeps extends CardDeps, LedgerDeps {
  rates: CategoryRates;
  /** The platform's commission in basis points (COMMISSION_BASIS_POINTS). */
  commissionBasisPoints: number;
  now: () => Date;
  logger: Logger;
}

/** What the payment service's use cases need. */
export type PaymentDeps = ChargeDeps;
// --- Helper bank details and withdrawals (issue 13) ---

/** What the bank details and withdrawal use cases need: the ledger's, the cipher and the payout provider. */
export interface WithdrawalDeps extends LedgerDeps {
  /** Seals and opens helpers' bank details (AES-256-GCM under BANK_DETAILS_KEY). */
  bankCipher: BankDetailsCipher;
  payouts: PayoutProvider;
}

// --- Storage subscriptions (decision 0085) ---

/** What the subscription use cases need: cards and the ledger's, and where subscriptions are billed. */
export interface SubscriptionDeps extends ChargeDeps {
  /** Stripe Billing, or the in-process sandbox on its test clocks (`billing-provider-from-config.ts`). */
  billing: BillingProvider;
}
