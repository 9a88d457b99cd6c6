/**
 * What a transfer is for. Later money features add kinds here and never change the ledger itself
 * (issue 10): charging for calls, the tab, earnings release, withdrawals, disputes. A new kind is
 * also a new value of the proto enum TransferKind (proto/helpwire/payment/v1/ledger.proto) with its
 * name in proto/src/names/payment-names.ts; src/grpc/ledger-names.test.ts fails until all three agree.
 */
export const TRANSFER_KINDS = [
  'CALL_CHARGE',
  'CALL_EARNING',
  'COMMISSION',
  'PROCESSOR_FEE',
  'EARNINGS_RELEASE',
  'WITHDRAWAL',
  /** A correction: the reverse of an earlier transfer (reference = its id). */
  'REVERSAL',
  'ADJUSTMENT',
  /** The tab charged to the card (decision 0032). */
  'TAB_CHARGE',
  /** A withdrawal paid out to the helper's bank. */
  'PAYOUT',
  /** A dispute's refund. */
  'REFUND',
  /** A dispute's compensation, out of the platform's revenue. */
  'COMPENSATION',
  /** A storage subscription's invoice paid by card (decision 0085). */
  'SUBSCRIPTION',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export function isTransferKind(kind: string): kind is TransferKind {
  return (TRANSFER_KINDS as readonly string[]).includes(kind);
}
