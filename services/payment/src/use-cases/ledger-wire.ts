import type { common, ledger } from '@helpwire/proto';
import { AppError, Money } from '@helpwire/service-kit';
import type { Transfer } from '../ledger/transfer';

/** An amount from the wire as Money; anything but an integer amount of a currency is refused. */
export function amountFrom(message: common.Money | undefined): Money {
  try {
    return Money.fromProto(message);
  } catch {
    throw AppError.invalid('The amount must be a whole number of cents in a currency.', 'PAYMENT_AMOUNT_INVALID');
  }
}

export function transferToProto(t: Transfer): ledger.Transfer {
  return {
    id: t.id,
    debitAccountId: t.debitAccountId,
    creditAccountId: t.creditAccountId,
    amount: t.amount.toProto(),
    kind: t.kind,
    reference: t.reference,
    phase: t.phase,
    pendingId: t.pendingId ?? '',
    createdAt: t.createdAt.toISOString(),
  };
}
