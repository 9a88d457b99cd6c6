/** Reason codes of the payment service (reserved: the service is not written yet). */
export const PAYMENT_ERROR_CODES = ['PAYMENT_NO_DEFAULT_CARD'] as const;

export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];
