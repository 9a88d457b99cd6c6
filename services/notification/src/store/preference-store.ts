import type { NotificationPreferences } from '@helpwire/contracts';
import type { Database, Transaction } from '@helpwire/service-kit';
import { eq } from 'drizzle-orm';
import { preferences } from './schema';

type Db = Database | Transaction;

/** Every channel is on until the person switches it off. */
export const DEFAULT_PREFERENCES: NotificationPreferences = { push: true, email: true, sms: true };

export async function preferencesOf(db: Db, accountId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select({ push: preferences.push, email: preferences.email, sms: preferences.sms })
    .from(preferences)
    .where(eq(preferences.accountId, accountId));
  return row ?? DEFAULT_PREFERENCES;
}

/** Sets the switches given (the others keep their value, or the default); answers all three. */
export async function savePreferences(db: Db, accountId: string, changes: Partial<NotificationPreferences>, at: Date): Promise<NotificationPreferences> {
  const [row] = await db
    .insert(preferences)
    .values({ accountId, ...DEFAULT_PREFERENCES, ...changes, updatedAt: at })
    .onConflictDoUpdate({ target: preferences.accountId, set: { ...changes, updatedAt: at } })
    .returning({ push: preferences.push, email: preferences.email, sms: preferences.sms });
  return row!;
}

export async function deletePreferences(tx: Db, accountId: string): Promise<void> {
  await tx.delete(preferences).where(eq(preferences.accountId, accountId));
}
