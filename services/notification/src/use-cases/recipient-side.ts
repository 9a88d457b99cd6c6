import type { Transaction } from '@helpwire/service-kit';
import type { Side } from '../domain/notification-facts';
import { findRecipient } from '../store/recipient-store';

/** The area an account's account-wide notices link to: the helper area for a helper-only account, the user area otherwise. */
export async function recipientSide(tx: Transaction, accountId: string): Promise<Side> {
  const roles = (await findRecipient(tx, accountId))?.roles ?? [];
  return roles.includes('HELPER') && !roles.includes('USER') ? 'HELPER' : 'USER';
}
