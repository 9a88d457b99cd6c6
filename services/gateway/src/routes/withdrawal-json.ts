import type { BankDetails, Withdrawal } from '@helpwire/contracts';
import { withdrawalNames, type withdrawal } from '@helpwire/proto';
import { Money } from '@helpwire/service-kit';

/** Cents of a wire Money as a JSON number (amounts are bounded far below 2^53 by the contracts). */
export const cents = (money: withdrawal.Withdrawal['amount']) => Number(Money.fromProto(money).amountMinor);

export const bankDetailsJson = (d: withdrawal.BankDetails | undefined): BankDetails => ({
  title: d?.title ?? '',
  accountName: d?.accountName ?? '',
  accountNumberMasked: `****${d?.accountNumberLast4 ?? ''}`,
  bankName: d?.bankName ?? '',
  branchName: d?.branchName ?? '',
  routingNumber: d?.routingNumber ?? '',
  swiftCode: d?.swiftCode ?? '',
  country: d?.country ?? '',
  updatedAt: (d?.updatedAt ?? new Date(0)).toISOString(),
});

export const withdrawalJson = (w: withdrawal.Withdrawal | undefined): Withdrawal & { helperId: string } => ({
  id: w!.id,
  helperId: w!.helperId,
  amountCents: cents(w!.amount),
  previousWalletAmountCents: cents(w!.previousWalletAmount),
  specialInstruction: w!.specialInstruction,
  status: withdrawalNames.withdrawalStatusNames.nameOf(w!.status),
  approvedBy: w!.approvedBy ?? null,
  transactionId: w!.transactionId ?? null,
  payoutMethod: withdrawalNames.payoutMethodNames.nameOf(w!.transferMethod),
  rejectionReason: w!.rejectionReason ?? null,
  createdAt: w!.createdAt!.toISOString(),
  updatedAt: w!.updatedAt!.toISOString(),
});

/** The helper's own view leaves out whose it is (it is theirs). */
export const ownWithdrawalJson = (w: withdrawal.Withdrawal | undefined): Withdrawal => {
  const { helperId: _helper, ...own } = withdrawalJson(w);
  return own;
};
