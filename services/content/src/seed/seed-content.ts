import type { Database } from '@helpwire/service-kit';
import { isNull, sql } from 'drizzle-orm';
import { seedPolicy } from '../store/policy-versions';
import { categories, faqs, offerings, tutorials } from '../store/schema';
import { seedCategories, seedFaqs, seedPolicies, seedServices, seedTutorials } from './data';
import type { SeedCategory } from './seed-types';

type CategoryInput = Omit<SeedCategory, 'subcategories'>;

/** Column names whose values an upsert replaces with the incoming row (`excluded.<column>`). */
function replaceWithExcluded(columns: string[]) {
  return Object.fromEntries(columns.map((c) => [c, sql.raw(`excluded."${c.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`)}"`)]));
}

/**
 * Loads the product's starter content: the five help categories with subcategories and guidelines,
 * FAQ, tutorials, policies (their first version) and the services page, in English and Arabic. Upserts by slug, so it
 * runs on every start and brings texts up to date without duplicating anything.
 */
export async function seedContent(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = new Map<string, string>();
    const upsertCategory = async (category: CategoryInput, position: number, parentId: string | null) => {
      const [row] = await tx
        .insert(categories)
        .values({
          slug: category.slug,
          parentId,
          name: category.name,
          description: category.description,
          icon: category.icon,
          rateCentsPerMinute: category.rateCentsPerMinute,
          guidelines: category.guidelines,
          position,
        })
        .onConflictDoUpdate({
          target: categories.slug,
          set: { ...replaceWithExcluded(['parentId', 'name', 'description', 'icon', 'rateCentsPerMinute', 'guidelines', 'position']), updatedAt: sql`now()` },
        })
        .returning({ id: categories.id });
      ids.set(category.slug, row!.id);
      return row!.id;
    };
    for (const [i, category] of seedCategories.entries()) {
      const parentId = await upsertCategory(category, i, null);
      for (const [j, sub] of category.subcategories.entries()) await upsertCategory(sub, j, parentId);
    }
    const categoryId = (slug: string | undefined) => {
      if (!slug) return null;
      const id = ids.get(slug);
      if (!id) throw new Error(`seed refers to unknown category ${slug}`);
      return id;
    };

    if (seedFaqs.length > 0) {
      await tx
        .insert(faqs)
        .values(seedFaqs.map((f, i) => ({ slug: f.slug, categoryId: categoryId(f.categorySlug), question: f.question, answer: f.answer, position: i })))
        // An entry an admin edited keeps the admin's version (decision 0080).
        .onConflictDoUpdate({ target: faqs.slug, set: replaceWithExcluded(['categoryId', 'question', 'answer', 'position']), setWhere: isNull(faqs.editedAt) });
    }
    if (seedTutorials.length > 0) {
      await tx
        .insert(tutorials)
        .values(
          seedTutorials.map((t, i) => ({
            slug: t.slug,
            categoryId: categoryId(t.categorySlug),
            title: t.title,
            description: t.description,
            videoUrl: t.videoUrl,
            durationSeconds: t.durationSeconds,
            position: i,
          })),
        )
        .onConflictDoUpdate({
          target: tutorials.slug,
          set: replaceWithExcluded(['categoryId', 'title', 'description', 'videoUrl', 'durationSeconds', 'position']),
          setWhere: isNull(tutorials.editedAt),
        });
    }
    // A policy's texts are its versions, written by admins (decision 0081): the seed gives a fresh database version 1.
    for (const policy of seedPolicies) await seedPolicy(tx, policy.slug, policy);
    if (seedServices.length > 0) {
      await tx
        .insert(offerings)
        .values(seedServices.map((s, i) => ({ slug: s.slug, title: s.title, description: s.description, icon: s.icon, position: i })))
        .onConflictDoUpdate({ target: offerings.slug, set: replaceWithExcluded(['title', 'description', 'icon', 'position']) });
    }
  });
}
