import { Texts } from '@helpwire/contracts';
import { eq } from 'drizzle-orm';
import { useCaseFixture } from '../../test/use-case-fixture';
import { seedCategories } from '../seed/data';
import { categories } from '../store/schema';
import { getCategory, listAllCategories, listTopCategories } from './categories';

const arabic = /[\u0600-\u06FF]/;

describe('categories', () => {
  const f = useCaseFixture();
  const notFound = { code: 'NOT_FOUND', reasons: ['CONTENT_CATEGORY_NOT_FOUND'], messages: [Texts.categoryNotFound] };

  it('lists the five top-level categories with their subcategories and guidelines, in English and Arabic', async () => {
    const { categories: top } = await listTopCategories(f.deps, f.ctx('en'));
    expect(top.map((c) => c.slug)).toEqual(seedCategories.map((c) => c.slug));
    expect(top.every((c) => c.subcategories.length >= 3 && c.guidelines.length > 0)).toBe(true);
    expect(top[0]!.ratePerMinute).toEqual({ currency: 'USD', amountMinor: '45' });
    expect(top[0]!.name).not.toMatch(arabic);
    const { categories: inArabic } = await listTopCategories(f.deps, f.ctx('ar'));
    expect(inArabic[0]!.name).toMatch(arabic);
    expect(inArabic[0]!.guidelines[0]).toMatch(arabic);
  });

  it('pages every category as a flat list, each parent followed by its subcategories', async () => {
    const total = seedCategories.length + seedCategories.reduce((n, c) => n + c.subcategories.length, 0);
    const first = await listAllCategories(f.deps, { page: { page: 1, limit: 4 } }, f.ctx());
    expect(first.meta).toEqual({ currentPage: 1, lastPage: Math.ceil(total / 4), total });
    expect(first.categories).toHaveLength(4);
    expect(first.categories[0]!.parentId).toBeUndefined();
    expect(first.categories[1]!.parentId).toBe(first.categories[0]!.id);
    const last = await listAllCategories(f.deps, { page: { page: Math.ceil(total / 4), limit: 4 } }, f.ctx());
    expect(last.categories).toHaveLength(total - 4 * (Math.ceil(total / 4) - 1));
  });

  it('finds a category by slug or id with its subcategories, and answers the spec text for an unknown one', async () => {
    const { category } = await getCategory(f.deps, { id: ' car-maintenance ' }, f.ctx());
    expect(category!.subcategories.length).toBeGreaterThan(0);
    const byId = await getCategory(f.deps, { id: category!.id }, f.ctx('ar'));
    expect(byId.category).toMatchObject({ slug: 'car-maintenance', description: expect.stringMatching(arabic) });
    await expect(getCategory(f.deps, { id: 'no-such-category' }, f.ctx())).rejects.toMatchObject(notFound);
    await expect(getCategory(f.deps, { id: '00000000-0000-4000-8000-000000000000' }, f.ctx())).rejects.toMatchObject(notFound);
  });

  it('shows a change to the categories on the next request (a category switched off disappears)', async () => {
    const slug = seedCategories[seedCategories.length - 1]!.slug;
    expect((await listTopCategories(f.deps, f.ctx())).categories.map((c) => c.slug)).toContain(slug);
    await f.database.db.update(categories).set({ active: false, updatedAt: new Date() }).where(eq(categories.slug, slug));
    try {
      expect((await listTopCategories(f.deps, f.ctx())).categories.map((c) => c.slug)).not.toContain(slug);
      await expect(getCategory(f.deps, { id: slug }, f.ctx())).rejects.toMatchObject(notFound);
    } finally {
      await f.database.db.update(categories).set({ active: true, updatedAt: new Date() }).where(eq(categories.slug, slug));
    }
    expect((await listTopCategories(f.deps, f.ctx())).categories.map((c) => c.slug)).toContain(slug);
  });
});
