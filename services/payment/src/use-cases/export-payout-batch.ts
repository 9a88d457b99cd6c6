import { exportPayoutBatchBody, PAYOUT_EXPORT_LIMIT, PayoutReviewTexts } from '@helpwire/contracts';
import type { withdrawal } from '@helpwire/proto';
import { actorOf, AppError, Money, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { LEDGER_CURRENCY } from '../domain/ledger/account-kinds';
import { payoutBatchCsv, payoutBatchFileName, type PayoutLine } from '../domain/payouts/payout-batch-csv';
import { emitAdminAction } from '../events/admin-action-events';
import { findBankDetailsOf } from '../store/bank-details-store';
import { approvedForPayment } from '../store/payout-queries';
import type { WithdrawalDeps } from './deps';

/**
 * POST /admin/withdrawals/export (decision 0070): the approved batch — withdrawals IN_REVIEW, oldest
 * first — as the bank's CSV with each helper's full bank details, built here from the sealed details.
 * Full details are a reveal: each withdrawal in the file is withdrawal.bank_details.export in the audit
 * log with the admin's reason, in one transaction that commits before the file is answered. A
 * withdrawal whose helper has no bank details cannot be paid and is left out. Admins only.
 */
export async function exportPayoutBatch(
  deps: WithdrawalDeps,
  request: withdrawal.ExportPayoutBatchRequest,
  ctx: CallContext,
  now = new Date(),
): Promise<withdrawal.ExportPayoutBatchResponse> {
  requireRole(ctx, 'ADMIN');
  const { reason } = validateInput(exportPayoutBatchBody, request);
  const rows = await approvedForPayment(deps.db, PAYOUT_EXPORT_LIMIT);
  const details = await findBankDetailsOf(
    deps.db,
    rows.map((row) => row.helperId),
  );
  const lines: PayoutLine[] = [];
  for (const row of rows) {
    const stored = details.get(row.helperId);
    if (!stored) continue;
    lines.push({
      withdrawalId: row.id,
      helperId: row.helperId,
      amountMinor: row.amountMinor,
      currency: row.currency,
      requestedAt: row.createdAt,
      specialInstruction: row.specialInstruction,
      bank: deps.bankCipher.open(row.helperId, stored.sealed),
    });
  }
  if (lines.length === 0) throw new AppError('FAILED_PRECONDITION', PayoutReviewTexts.nothingToExport, 'PAYMENT_NOTHING_TO_EXPORT');
  await deps.db.transaction(async (tx) => {
    for (const line of lines)
      await emitAdminAction(tx, actorOf(ctx), {
        action: 'withdrawal.bank_details.export',
        objectId: line.withdrawalId,
        after: { helperId: line.helperId, amountCents: Number(line.amountMinor), accountNumberLast4: line.bank.accountNumber.slice(-4) },
        reason,
      });
  });
  const total = lines.reduce((sum, line) => sum + line.amountMinor, 0n);
  return { fileName: payoutBatchFileName(now), csv: payoutBatchCsv(lines), count: lines.length, total: Money.of(total, LEDGER_CURRENCY).toProto() };
}
