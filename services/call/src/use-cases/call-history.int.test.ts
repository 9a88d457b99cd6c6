import { acceptedCall, endedCall } from '../../test/ended-call';
import { contextFor, useCaseFixture } from '../../test/use-case-fixture';
import { saveSummary } from './call-summary';
import { getCallHistory, listCallHistory } from './call-history';
import { flagCall } from './flag-call';
import { giveReview } from './give-review';

const f = useCaseFixture();

describe('call history', () => {
  it("lists each side's ended calls newest first with duration, summary, reviews and flag; never another account's", async () => {
    const user = f.payingUser();
    const helper = f.helper(f.category(), 1);
    const older = await endedCall(f, 100, { user, helper });
    await f.tick(60_000);
    const newer = await endedCall(f, 200, { user, helper });
    await acceptedCall(f, { user: f.payingUser(), helper: f.helper(f.category(), 1) }); // live: not history
    await endedCall(f, 50); // someone else's
    await saveSummary(f.deps, { callId: newer.callId, summary: 'Fixed', steps: ['One', 'Two'] }, helper.ctx);
    await giveReview(f.deps, { callId: newer.callId, rating: 5 }, user.ctx);
    await giveReview(f.deps, { callId: newer.callId, rating: 4, review: 'Clear' }, helper.ctx);
    await flagCall(f.deps, { callId: newer.callId, reason: 'Late' }, user.ctx);

    const mine = await listCallHistory(f.deps, {}, user.ctx);
    expect(mine.total).toBe(2);
    expect(mine.entries.map((e) => e.call.id)).toEqual([newer.callId, older.callId]);
    expect(mine.entries[0]).toMatchObject({
      side: 'USER',
      call: { billableSeconds: 200 },
      summary: { summary: 'Fixed', steps: ['One', 'Two'] },
      review: { rating: 5 },
      reviewReceived: { rating: 4, review: 'Clear' },
      flag: { reason: 'Late' },
    });
    expect(mine.entries[1]).toMatchObject({ call: { billableSeconds: 100 }, summary: undefined, review: undefined });

    const theirs = await listCallHistory(f.deps, { page: { page: 1, limit: 1 } }, helper.ctx);
    expect(theirs).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(theirs.entries[0]).toMatchObject({ side: 'HELPER', review: { rating: 4 }, reviewReceived: { rating: 5 }, flag: undefined });
    expect((await listCallHistory(f.deps, { page: { page: 2, limit: 1 } }, helper.ctx)).entries[0]!.call.id).toBe(older.callId);
    // The same account in the other role has no history there.
    expect((await listCallHistory(f.deps, {}, contextFor(user.id, 'HELPER'))).total).toBe(0);
  });

  it('filters by category and day range', async () => {
    const user = f.payingUser();
    const a = await endedCall(f, 60, { user });
    await f.tick(2 * 86_400_000);
    const b = await endedCall(f, 60, { user });
    expect((await listCallHistory(f.deps, { categoryId: a.category }, user.ctx)).entries.map((e) => e.call.id)).toEqual([a.callId]);
    const bDay = new Date(f.clock.now().toISOString().slice(0, 10));
    expect((await listCallHistory(f.deps, { fromDate: bDay }, user.ctx)).entries.map((e) => e.call.id)).toEqual([b.callId]);
    expect((await listCallHistory(f.deps, { toDate: bDay }, user.ctx)).entries.map((e) => e.call.id)).toEqual([a.callId]);
  });

  it('reads one call by id for its parties only, and not before it ended', async () => {
    const { user, helper, callId } = await endedCall(f, 90);
    expect(await getCallHistory(f.deps, { callId }, user.ctx)).toMatchObject({ side: 'USER', call: { id: callId, billableSeconds: 90 } });
    expect(await getCallHistory(f.deps, { callId }, helper.ctx)).toMatchObject({ side: 'HELPER' });
    await expect(getCallHistory(f.deps, { callId }, f.user().ctx)).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'CALL_NOT_FOUND' });
    const live = await acceptedCall(f);
    await expect(getCallHistory(f.deps, { callId: live.callId }, live.user.ctx)).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
  });
});
