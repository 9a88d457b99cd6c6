import type { Database, Transaction } from '@helpwire/service-kit';
import { asc, eq, min } from 'drizzle-orm';
import { HELP_ADMIN_LIST_MAX } from '@helpwire/contracts';
import type { Localized } from '../domain/localized';
import { tutorials } from './schema';

export type StoredTutorial = typeof tutorials.$inferSelect;

/** What an admin writes of a tutorial. */
export interface TutorialFields {
  title: Localized;
  description: Localized;
  categoryId: string | null;
  durationSeconds: number;
  videoUrl: string;
}

/** Every tutorial, unpublished ones too, in the public order. */
export function allTutorials(db: Database): Promise<StoredTutorial[]> {
  return db.select().from(tutorials).orderBy(asc(tutorials.position), asc(tutorials.slug)).limit(HELP_ADMIN_LIST_MAX);
}

export async function storedTutorial(db: Database | Transaction, id: string): Promise<StoredTutorial | undefined> {
  const [row] = await db.select().from(tutorials).where(eq(tutorials.id, id)).limit(1);
  return row;
}

/** A new tutorial goes first in the order (where people look first), unpublished until an admin publishes it. */
export async function insertTutorial(tx: Transaction, slug: string, fields: TutorialFields, now: Date): Promise<StoredTutorial> {
  const [first] = await tx.select({ position: min(tutorials.position) }).from(tutorials);
  const [row] = await tx
    .insert(tutorials)
    .values({ slug, ...fields, position: (first?.position ?? 1) - 1, published: false, editedAt: now })
    .returning();
  return row!;
}

export async function writeTutorial(
  tx: Transaction,
  id: string,
  fields: Partial<TutorialFields> & { published?: boolean },
  now: Date,
): Promise<StoredTutorial> {
  const [row] = await tx
    .update(tutorials)
    .set({ ...fields, editedAt: now })
    .where(eq(tutorials.id, id))
    .returning();
  return row!;
}
