import { withdrawalNames, type withdrawal } from '@helpwire/proto';
import { Money } from '@helpwire/service-kit';
import type { WithdrawalRow } from '../store/withdrawal-schema';

/** A withdrawal row as the wire carries it. */
export function toWithdrawalMessage(row: WithdrawalRow): withdrawal.Withdrawal {
  return {
    id: row.id,
    helperId: row.helperId,
    amount: Money.of(row.amountMinor, row.currency).toProto(),
    previousWalletAmount: Money.of(row.previousWalletMinor, row.currency).toProto(),
    specialInstruction: row.specialInstruction,
    status: withdrawalNames.withdrawalStatusNames.toProto(row.status),
    approvedBy: row.approvedBy ?? undefined,
    transactionId: row.transactionId ?? undefined,
    transferMethod: withdrawalNames.payoutMethodNames.toProto(row.payoutMethod as 'MANUAL_BANK_TRANSFER'),
    rejectionReason: row.rejectionReason ?? undefined,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
