import type { Money } from '@helpwire/service-kit';

/** How a withdrawal reaches the helper's bank (ARCHITECTURE.md §5: manual bank transfer now, Stripe Connect later). */
export type PayoutMethodName = 'MANUAL_BANK_TRANSFER';

export interface PayoutRequest {
  withdrawalId: string;
  helperId: string;
  amount: Money;
  /** The key a provider that sends money itself must pass on (`<withdrawal>:payout`). */
  idempotencyKey: string;
  /** What the admin recorded (the manual transfer's id), if anything. */
  transactionId: string;
}

export interface PayoutResult {
  method: PayoutMethodName;
  /** The transfer's id at the bank or provider. */
  transactionId: string;
}

/** Sends (or records) a withdrawal's money. Called again with the same key, it answers the same payout. */
export interface PayoutProvider {
  readonly method: PayoutMethodName;
  payout(request: PayoutRequest): Promise<PayoutResult>;
}

/**
 * The admin made the bank transfer by hand and approves with its transaction id: nothing is sent
 * from here, the payout is that record.
 */
export class ManualBankTransferPayouts implements PayoutProvider {
  readonly method = 'MANUAL_BANK_TRANSFER' as const;

  payout(request: PayoutRequest): Promise<PayoutResult> {
    return Promise.resolve({ method: this.method, transactionId: request.transactionId });
  }
}
