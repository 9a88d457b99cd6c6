import { endedCall } from '../../test/ended-call';
import { useCaseFixture } from '../../test/use-case-fixture';
import { giveReview } from './give-review';
import { getAverageRating, listHelperReviews } from './helper-reviews';

const f = useCaseFixture();

describe("a helper's reviews and average rating", () => {
  it("lists users' reviews newest first, paged, and averages the stars (text-only reviews and the helper's own reviews do not count)", async () => {
    const first = await endedCall(f);
    const helper = first.helper;
    const ratings = [5, 4, null, 2];
    let previous = first;
    for (const [i, rating] of ratings.entries()) {
      const call = i === 0 ? first : await endedCall(f, 60, { helper });
      await giveReview(f.deps, { callId: call.callId, rating: rating ?? undefined, review: rating === null ? 'Nice' : undefined }, call.user.ctx);
      previous = call;
    }
    await giveReview(f.deps, { callId: previous.callId, rating: 1 }, helper.ctx); // about the user: not the helper's rating
    const page1 = await listHelperReviews(f.deps, { helperId: helper.id, page: { page: 1, limit: 3 } }, f.user().ctx);
    expect(page1).toMatchObject({ total: 4, page: 1, limit: 3 });
    expect(page1.reviews.map((r) => r.rating)).toEqual([2, null, 4]);
    const page2 = await listHelperReviews(f.deps, { page: { page: 2, limit: 3 } }, helper.ctx);
    expect(page2.reviews.map((r) => r.rating)).toEqual([5]);
    expect(page2.reviews[0]).toMatchObject({ categoryId: first.category, side: 'USER' });
    expect(await getAverageRating(f.deps, { helperId: helper.id }, f.user().ctx)).toEqual({
      helperId: helper.id,
      average: 3.67,
      count: 3,
      stars: [0, 1, 0, 1, 1],
    });
    expect(await getAverageRating(f.deps, {}, f.helper(f.category(), 1).ctx)).toMatchObject({ average: null, count: 0, stars: [0, 0, 0, 0, 0] });
  });

  it('a user must name the helper', async () => {
    await expect(getAverageRating(f.deps, {}, f.user().ctx)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    await expect(listHelperReviews(f.deps, { helperId: 'not-a-uuid' }, f.user().ctx)).rejects.toMatchObject({ message: 'Invalid id' });
  });
});
