import { count } from 'drizzle-orm';
import { useCaseFixture } from '../../test/use-case-fixture';
import { seedCategories, seedFaqs, seedPolicies, seedServices, seedTutorials } from './data';
import { categories, faqs, offerings, policies, tutorials } from '../store/schema';
import { seedContent } from './seed-content';

describe('seedContent', () => {
  const f = useCaseFixture();
  const counts = async () =>
    Promise.all([categories, faqs, tutorials, policies, offerings].map(async (table) => (await f.database.db.select({ n: count() }).from(table))[0]!.n));

  it('loads every category with its subcategories, the FAQ, tutorials, policies and services; a second run duplicates nothing', async () => {
    const expected = [
      seedCategories.length + seedCategories.reduce((n, c) => n + c.subcategories.length, 0),
      seedFaqs.length,
      seedTutorials.length,
      seedPolicies.length,
      seedServices.length,
    ];
    expect(await counts()).toEqual(expected);
    await seedContent(f.database.db);
    expect(await counts()).toEqual(expected);
  });
});
