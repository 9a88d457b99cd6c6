import type { Database } from '@helpwire/service-kit';
import { contactMessages } from './schema';
import { emitContactReceived } from '../events/content-events';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  language: string;
  accountId: string | null;
}

/** Stores a contact message and, in the same transaction, its contact_received event. */
export async function createContactMessage(db: Database, input: NewContactMessage): Promise<{ id: string; createdAt: Date }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(input).returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    if (!row) throw new Error('contact message insert returned no row');
    const { accountId: _accountId, ...told } = input;
    await emitContactReceived(tx, { messageId: row.id, ...told });
    return row;
  });
}
