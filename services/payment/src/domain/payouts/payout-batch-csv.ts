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
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break; a text a
 * spreadsheet would run as a formula (= + - @, a tab or a carriage return first) is given a leading
 * apostrophe, so a helper's instruction can never execute in the operator's spreadsheet.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
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
  return [[...PAYOUT_CSV_COLUMNS], ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** "helpwire-payouts-20261207-1005.csv" (UTC). */
export function payoutBatchFileName(at: Date): string {
  const iso = at.toISOString();
  return `helpwire-payouts-${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 16).replace(':', '')}.csv`;
}
