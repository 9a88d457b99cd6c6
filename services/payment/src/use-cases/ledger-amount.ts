import type { common } from '@helpwire/proto';
import { AppError, Money } from '@helpwire/service-kit';

/** An amount from the wire as Money; anything but an integer amount of a currency is refused. */
export function amountFrom(message: common.Money | undefined): Money {
  try {
    return Money.fromProto(message);
  } catch {
    throw AppError.invalid('The amount must be a whole number of cents in a currency.', 'PAYMENT_AMOUNT_INVALID');
  }
}
