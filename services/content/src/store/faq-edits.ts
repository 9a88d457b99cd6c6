import type { Database, Transaction } from '@helpwire/service-kit';
import { asc, eq, isNull, max, sql } from 'drizzle-orm';
import { HELP_ADMIN_LIST_MAX } from '@helpwire/contracts';
import type { Localized } from '../domain/localized';
import { faqs } from './schema';

export type StoredFaq = typeof faqs.$inferSelect;

/** What an admin writes of an entry: both languages, its group (null: general) and order. */
export interface FaqFields {
  question: Localized;
  answer: Localized;
  categoryId: string | null;
  position: number;
}

/** Every entry, hidden ones too: the general group first, then by category and order. */
export function allFaqs(db: Database): Promise<StoredFaq[]> {
  return db.select().from(faqs).orderBy(sql`${faqs.categoryId} nulls first`, asc(faqs.position), asc(faqs.slug)).limit(HELP_ADMIN_LIST_MAX);
}

export async function storedFaq(db: Database | Transaction, id: string): Promise<StoredFaq | undefined> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id)).limit(1);
  return row;
}

/** The order after the last entry of the group. */
export async function nextFaqPosition(db: Database | Transaction, categoryId: string | null): Promise<number> {
  const [row] = await db
    .select({ last: max(faqs.position) })
    .from(faqs)
    .where(categoryId ? eq(faqs.categoryId, categoryId) : isNull(faqs.categoryId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

export async function insertFaq(tx: Transaction, slug: string, fields: FaqFields, now: Date): Promise<StoredFaq> {
  const [row] = await tx
    .insert(faqs)
    .values({ slug, ...fields, editedAt: now })
    .returning();
  return row!;
}

export async function writeFaq(tx: Transaction, id: string, fields: Partial<FaqFields> & { hidden?: boolean }, now: Date): Promise<StoredFaq> {
  const [row] = await tx
    .update(faqs)
    .set({ ...fields, editedAt: now })
    .where(eq(faqs.id, id))
    .returning();
  return row!;
}
