import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Database, PageWindow } from '@helpwire/service-kit';
import { faqs, offerings, tutorials } from './schema';

export async function listFaqs(db: Database, categoryId: string | null, window: PageWindow) {
  // An entry an admin removed is kept but no longer shown (decision 0080).
  const where = and(categoryId ? eq(faqs.categoryId, categoryId) : isNull(faqs.categoryId), eq(faqs.hidden, false));
  const [rows, [total]] = await Promise.all([
    db.select().from(faqs).where(where).orderBy(asc(faqs.position)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(faqs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function listTutorials(db: Database, categoryId: string | null, window: PageWindow) {
  // Only published tutorials: an admin's new one shows once published (decision 0080).
  const where = and(categoryId ? eq(tutorials.categoryId, categoryId) : undefined, eq(tutorials.published, true));
  const [rows, [total]] = await Promise.all([
    db.select().from(tutorials).where(where).orderBy(asc(tutorials.position)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(tutorials).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function listOfferings(db: Database) {
  return db.select().from(offerings).orderBy(asc(offerings.position));
}
