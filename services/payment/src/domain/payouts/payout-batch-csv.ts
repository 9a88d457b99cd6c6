import { csvDocument, csvFileName } from '@helpwire/service-kit';
import type { BankDetailsFields } from '../../adapters/bank-details/bank-details-cipher';

/** One approved withdrawal as the bank's file carries it. */
export interface PayoutLine {
  withdrawalId: string;
  helperId: string;
  amountMinor: bigint;
  currency: string;
  requestedAt: Date;
  specialInstruction: string;
  bank: BankDetailsFields;
}

export const PAYOUT_CSV_COLUMNS = [
  'withdrawal_id',
  'helper_id',
  'account_name',
  'account_number',
  'bank_name',
  'branch_name',
  'routing_number',
  'swift_code',
  'country',
  'amount',
  'currency',
  'requested_at',
  'reference',
  'special_instruction',
] as const;

/** Integer cents as the bank reads an amount: "1234.05". */
export function centsText(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/**
 * The approved batch as the bank's CSV: a header line, then one line per withdrawal in the order
 * given, CRLF line ends. The reference is the withdrawal's id, so the bank's statement names it back.
 */
export function payoutBatchCsv(lines: readonly PayoutLine[]): string {
  const rows = lines.map((line) => [
    line.withdrawalId,
    line.helperId,
    line.bank.accountName || line.bank.title,
    line.bank.accountNumber,
    line.bank.bankName,
    line.bank.branchName,
    line.bank.routingNumber,
    line.bank.swiftCode,
    line.bank.country,
    centsText(line.amountMinor),
    line.currency,
    line.requestedAt.toISOString(),
    `HW-${line.withdrawalId.slice(0, 8).toUpperCase()}`,
    line.specialInstruction,
  ]);
  return csvDocument(PAYOUT_CSV_COLUMNS, rows);
}

/** "helpwire-payouts-20261207-1005.csv" (UTC). */
export const payoutBatchFileName = (at: Date): string => csvFileName('payouts', at);
