import type { Transaction } from '@helpwire/service-kit';
import { contactConfirmations } from './schema';

/** Claims a message's confirmation in `tx`: true when it was not confirmed before (a concurrent claim waits for this one's commit). */
export async function claimContactConfirmation(tx: Transaction, messageId: string, now: Date): Promise<boolean> {
  const claimed = await tx
    .insert(contactConfirmations)
    .values({ messageId, sentAt: now })
    .onConflictDoNothing()
    .returning({ messageId: contactConfirmations.messageId });
  return claimed.length > 0;
}
