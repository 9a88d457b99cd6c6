import { disputeNames } from '@helpwire/proto';
import { randomUUID } from 'node:crypto';
import { contextAs, disputeFixture } from '../../test/dispute-fixture';
import { getDispute, listDisputes } from './read-disputes';

const side = (name: 'USER' | 'HELPER' | 'ADMIN') => disputeNames.disputeSideNames.toProto(name);

describe('listDisputes and getDispute', () => {
  const f = disputeFixture();

  it('each side reads its own disputes, newest first, paged; an admin reads all of one status', async () => {
    const p = f.parties();
    const opened = [];
    for (let i = 0; i < 3; i++) opened.push(await f.open(p, (await f.charged(p, { priceMinor: 1000n })).callId, 'FULL_REFUND', i === 2 ? 'helper' : 'user'));
    const other = f.parties();
    await f.open(other, (await f.charged(other, { priceMinor: 1000n })).callId);
    const page1 = await listDisputes(f.deps, { side: side('USER'), page: 1, limit: 2, status: 0 }, p.user);
    expect(page1.disputes.map((d) => d.id)).toEqual([opened[2]!.id, opened[1]!.id]);
    expect([page1.currentPage, page1.lastPage, page1.total]).toEqual([1, 2, 3]);
    expect((await listDisputes(f.deps, { side: side('USER'), page: 2, limit: 2, status: 0 }, p.user)).disputes.map((d) => d.id)).toEqual([opened[0]!.id]);
    expect((await listDisputes(f.deps, { side: side('HELPER'), status: 0 }, p.helper)).disputes.map((d) => d.id)).toEqual(opened.map((d) => d.id).reverse());
    expect((await listDisputes(f.deps, { side: side('USER'), status: 0 }, contextAs(randomUUID(), 'USER'))).disputes).toEqual([]);
    const pending = await listDisputes(f.deps, { side: side('ADMIN'), status: disputeNames.disputeStatusNames.toProto('PENDING'), limit: 100 }, p.admin);
    expect(pending.disputes.map((d) => d.id)).toEqual(expect.arrayContaining(opened.map((d) => d.id)));
  });

  it("by id only the caller's own: another user's dispute, a malformed id and the wrong side are not found or not allowed", async () => {
    const p = f.parties();
    const opened = await f.open(p, (await f.charged(p, { priceMinor: 1000n })).callId);
    expect((await getDispute(f.deps, { id: opened.id, side: side('USER') }, p.user)).dispute!.id).toBe(opened.id);
    expect((await getDispute(f.deps, { id: opened.id, side: side('HELPER') }, p.helper)).dispute!.id).toBe(opened.id);
    const notFound = async (id: string, ctx = contextAs(randomUUID(), 'USER'), as: 'USER' | 'HELPER' = 'USER') => {
      const error = await f.failure(getDispute(f.deps, { id, side: side(as) }, ctx));
      return [error.reason, error.message];
    };
    expect(await notFound(opened.id)).toEqual(['DISPUTE_NOT_FOUND', 'Dispute not found']);
    expect(await notFound(opened.id, contextAs(p.userId, 'HELPER'), 'HELPER')).toEqual(['DISPUTE_NOT_FOUND', 'Dispute not found']);
    expect(await notFound('not-a-uuid', p.user)).toEqual(['DISPUTE_NOT_FOUND', 'Dispute not found']);
    expect((await f.failure(getDispute(f.deps, { id: opened.id, side: side('USER') }, p.helper))).reason).toBe('ROLE_NOT_ALLOWED');
  });
});
