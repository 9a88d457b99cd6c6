import type { Database, Transaction } from '@helpwire/service-kit';
import { and, asc, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Localized } from '../domain/localized';
import { policies, policyVersions, type PolicySectionText } from './schema';

export type StoredPolicyVersion = typeof policyVersions.$inferSelect;

/** Every version of every policy, each policy's newest first. */
export function allPolicyVersions(db: Database): Promise<StoredPolicyVersion[]> {
  return db.select().from(policyVersions).orderBy(asc(policyVersions.slug), desc(policyVersions.version));
}

/** The policies there are (privacy, terms), in order. */
export async function policySlugs(db: Database): Promise<string[]> {
  return (await db.select({ slug: policies.slug }).from(policies).orderBy(asc(policies.slug))).map((row) => row.slug);
}

/** One policy's versions, newest first; empty when there is no such policy. */
export function versionsOfPolicy(db: Database | Transaction, slug: string): Promise<StoredPolicyVersion[]> {
  return db.select().from(policyVersions).where(eq(policyVersions.slug, slug)).orderBy(desc(policyVersions.version));
}

export async function policyVersionById(db: Database | Transaction, id: string): Promise<StoredPolicyVersion | undefined> {
  const [row] = await db.select().from(policyVersions).where(eq(policyVersions.id, id)).limit(1);
  return row;
}

export interface NewPolicyVersion {
  slug: string;
  title: Localized;
  sections: PolicySectionText[];
  summary: string;
  effectiveFrom: string;
  authorId: string | null;
}

/**
 * Writes the policy's next version (its number one above the highest). The policy's row is locked
 * first, so two admins publishing at once get two numbers, not a conflict.
 */
export async function insertPolicyVersion(tx: Transaction, version: NewPolicyVersion, now: Date): Promise<StoredPolicyVersion> {
  await tx.update(policies).set({ updatedAt: now }).where(eq(policies.slug, version.slug));
  const [top] = await tx
    .select({ n: max(policyVersions.version) })
    .from(policyVersions)
    .where(eq(policyVersions.slug, version.slug));
  const [row] = await tx
    .insert(policyVersions)
    .values({ ...version, version: (top?.n ?? 0) + 1, createdAt: now })
    .returning();
  return row!;
}

/** Marks a version withdrawn if it still is not (returns it, or undefined when another withdrew it first). */
export async function markWithdrawn(tx: Transaction, id: string, now: Date): Promise<StoredPolicyVersion | undefined> {
  const [row] = await tx
    .update(policyVersions)
    .set({ withdrawnAt: now })
    .where(and(eq(policyVersions.id, id), isNull(policyVersions.withdrawnAt)))
    .returning();
  if (row) await tx.update(policies).set({ updatedAt: now }).where(eq(policies.slug, row.slug));
  return row;
}

/** The seed's policy: its row, and its text as version 1 when it has no version yet (a fresh database). */
export async function seedPolicy(tx: Transaction, slug: string, first: { title: Localized; sections: PolicySectionText[] }): Promise<void> {
  await tx.insert(policies).values({ slug }).onConflictDoNothing();
  await tx
    .insert(policyVersions)
    .values({ slug, version: 1, ...first, summary: 'The first published version.', effectiveFrom: sql`(now() at time zone 'UTC')::date` })
    .onConflictDoNothing();
}
