import type { payment } from '@helpwire/proto';
import type { CardRow } from '../store/card-store';

/** A mirrored card as the RPCs answer it: our id, brand, last 4, expiry, default flag. */
export function toCardMessage(row: CardRow): payment.Card {
  return { id: row.id, brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear, isDefault: row.isDefault };
}
