/**
 * Idempotency keys for the provider, derived from our own operation ids: the same operation
 * retried (an SDK network retry, a client retrying after a timeout) sends the same key, so the
 * provider answers the first result instead of acting twice.
 */
export const idempotencyKeys = {
  /** One customer per account, ever: concurrent first setups converge on one. */
  customer: (accountId: string) => `customer:${accountId}`,
  setupIntent: (operationId: string) => `setup-intent:${operationId}`,
  detach: (cardId: string) => `detach:${cardId}`,
  hold: (operationId: string) => `hold:${operationId}`,
  capture: (paymentIntentId: string) => `capture:${paymentIntentId}`,
  cancel: (paymentIntentId: string) => `cancel:${paymentIntentId}`,
  refund: (operationId: string) => `refund:${operationId}`,
} as const;
