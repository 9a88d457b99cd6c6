import { AppError } from '@helpwire/service-kit';
import { callerContext, TOP_LEVEL_CATEGORY_TTL_MS } from './caller-context';

const categories: Record<string, { slug: string; parentId?: string }> = {
  tech: { slug: 'tech' },
  'tech-wifi': { slug: 'tech-wifi', parentId: 'tech' },
};

function contextWithCounts() {
  const asked: string[] = [];
  let time = 1_000;
  const content = {
    getCategory: async ({ id }: { id: string }) => {
      asked.push(id);
      const category = categories[id];
      if (!category) throw new AppError('NOT_FOUND', 'Category not found', 'CONTENT_CATEGORY_NOT_FOUND');
      return { category };
    },
  };
  const context = callerContext({ auth: {} as never, content: content as never }, 1000, () => time);
  return { context, asked, advance: (ms: number) => (time += ms) };
}

const identity = { requestId: 'r', language: 'en' };

describe('callerContext.topLevelCategory', () => {
  it('answers a subcategory with its parent, and remembers it for a minute (no call to content meanwhile)', async () => {
    const { context, asked, advance } = contextWithCounts();
    expect(await context.topLevelCategory('tech-wifi', identity)).toBe('tech');
    expect(asked).toEqual(['tech-wifi', 'tech']);
    advance(TOP_LEVEL_CATEGORY_TTL_MS - 1);
    expect(await context.topLevelCategory('tech-wifi', identity)).toBe('tech');
    expect(asked).toHaveLength(2);
    advance(1);
    expect(await context.topLevelCategory('tech-wifi', identity)).toBe('tech');
    expect(asked).toHaveLength(4);
  });

  it('never remembers an unknown category: each ask gets the not-found error', async () => {
    const { context, asked } = contextWithCounts();
    await expect(context.topLevelCategory('nope', identity)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(context.topLevelCategory('nope', identity)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(asked).toEqual(['nope', 'nope']);
  });
});
