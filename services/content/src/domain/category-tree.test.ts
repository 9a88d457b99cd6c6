import { buildCategoryTree, flattenCategoryTree, isUuid, type CategoryRow } from './category-tree';

const row = (id: string, parentId: string | null, position: number, en = id): CategoryRow => ({
  id,
  slug: `slug-${id}`,
  parentId,
  name: { en, ar: `ع-${en}` },
  description: { en: 'd', ar: 'و' },
  icon: 'laptop',
  rateCentsPerMinute: 45,
  guidelines: [{ en: 'Charge your phone', ar: 'اشحن هاتفك' }],
  position,
});

describe('category tree', () => {
  const rows = [row('sub-b', 'top-1', 1), row('top-2', null, 1), row('sub-a', 'top-1', 0), row('top-1', null, 0), row('orphan', 'gone', 0)];

  it('nests subcategories under their parent, both in position order, and drops orphans', () => {
    const tree = buildCategoryTree(rows, 'en');
    expect(tree.map((c) => c.id)).toEqual(['top-1', 'top-2']);
    expect(tree[0]!.subcategories.map((c) => c.id)).toEqual(['sub-a', 'sub-b']);
    expect(tree[0]!.parentId).toBeUndefined();
    expect(tree[0]!.subcategories[0]!.parentId).toBe('top-1');
  });

  it('localises names and guidelines and keeps the rate in integer cents', () => {
    const [top] = buildCategoryTree(rows, 'ar');
    expect(top!.name).toBe('ع-top-1');
    expect(top!.guidelines).toEqual(['اشحن هاتفك']);
    expect(top!.ratePerMinute).toEqual({ currency: 'USD', amountMinor: '45' });
  });

  it('flattens to parent-then-children order', () => {
    expect(flattenCategoryTree(buildCategoryTree(rows, 'en')).map((c) => c.id)).toEqual(['top-1', 'sub-a', 'sub-b', 'top-2']);
  });

  it('tells ids from slugs', () => {
    expect(isUuid('65cb9d4b-bec8-4f62-949a-7fed28910d50')).toBe(true);
    expect(isUuid('basic-tech-troubleshooting')).toBe(false);
  });
});
