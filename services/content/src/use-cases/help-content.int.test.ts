import { Texts } from '@helpwire/contracts';
import { useCaseFixture } from '../../test/use-case-fixture';
import { seedFaqs, seedServices, seedTutorials } from '../seed/data';
import { listFaqs, listServices, listTutorials } from './help-content';

const arabic = /[\u0600-\u06FF]/;

describe('help content', () => {
  const f = useCaseFixture();

  it('answers the general FAQ, or one category FAQ in Arabic, and the spec text for an unknown category', async () => {
    const general = await listFaqs(f.deps, { page: { page: 1, limit: 50 } }, f.ctx());
    expect(general.faqs).toHaveLength(seedFaqs.filter((q) => !q.categorySlug).length);
    expect(general.faqs.every((q) => q.categoryId === undefined && !arabic.test(q.question))).toBe(true);
    const education = await listFaqs(f.deps, { categoryId: 'education', page: undefined }, f.ctx('ar'));
    expect(education.faqs).toHaveLength(seedFaqs.filter((q) => q.categorySlug === 'education').length);
    expect(education.faqs[0]!.question).toMatch(arabic);
    await expect(listFaqs(f.deps, { categoryId: 'nope', page: undefined }, f.ctx())).rejects.toMatchObject({
      code: 'NOT_FOUND',
      reasons: ['CONTENT_CATEGORY_NOT_FOUND'],
      messages: [Texts.categoryNotFound],
    });
  });

  it('pages the tutorials, each with its same-origin video', async () => {
    const { tutorials, meta } = await listTutorials(f.deps, { page: { page: 1, limit: 2 } }, f.ctx());
    expect(meta).toEqual({ currentPage: 1, lastPage: Math.ceil(seedTutorials.length / 2), total: seedTutorials.length });
    expect(tutorials).toHaveLength(2);
    expect(tutorials.every((t) => /^\/media\/tutorials\/.+\.webm$/.test(t.videoUrl) && t.durationSeconds > 0)).toBe(true);
  });

  it('lists the services page offerings in order', async () => {
    const { services } = await listServices(f.deps, f.ctx());
    expect(services.map((s) => s.slug)).toEqual(seedServices.map((s) => s.slug));
  });
});
