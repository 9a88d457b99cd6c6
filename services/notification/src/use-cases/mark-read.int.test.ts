import { AppError } from '@helpwire/service-kit';
import { useCaseFixture } from '../../test/use-case-fixture';
import { countUnread, markAllRead, markRead } from './mark-read';

describe('markRead, markAllRead and countUnread', () => {
  const f = useCaseFixture();

  it('marks one read (again: unchanged), counts the unread exactly, and marks all', async () => {
    const { accountId } = await f.account();
    const rows = [];
    for (let i = 0; i < 3; i += 1) rows.push((await f.notify([{ accountId, fact: { kind: 'CALL_MISSED' } }]))[0]!);
    expect(await countUnread(f.deps, {}, f.ctx(accountId, 'HELPER'))).toEqual({ unread: 3 });
    const { notification } = await markRead(f.deps, { id: rows[1]!.id }, f.ctx(accountId, 'HELPER'));
    expect(notification).toMatchObject({ id: rows[1]!.id, read: true });
    expect((await markRead(f.deps, { id: rows[1]!.id }, f.ctx(accountId, 'HELPER'))).notification!.read).toBe(true);
    expect(await countUnread(f.deps, {}, f.ctx(accountId, 'HELPER'))).toEqual({ unread: 2 });
    expect(await markAllRead(f.deps, {}, f.ctx(accountId, 'HELPER'))).toEqual({ updated: 2 });
    expect(await markAllRead(f.deps, {}, f.ctx(accountId, 'HELPER'))).toEqual({ updated: 0 });
    expect(await countUnread(f.deps, {}, f.ctx(accountId, 'HELPER'))).toEqual({ unread: 0 });
  });

  it("answers another account's notification, an unknown id and a malformed id as not found, changing nothing", async () => {
    const owner = await f.account();
    const stranger = await f.account();
    const [row] = await f.notify([{ accountId: owner.accountId, fact: { kind: 'CALL_ACCEPTED' } }]);
    for (const id of [row!.id, '5d3c1f0e-8a4e-4d7e-9f55-2b7d7a0f8e11', 'not-an-id']) {
      const refused = await markRead(f.deps, { id }, f.ctx(stranger.accountId)).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect([(refused as AppError).code, (refused as AppError).reason, (refused as AppError).message]).toEqual([
        'NOT_FOUND',
        'NOTIFICATION_NOT_FOUND',
        'Notification not found',
      ]);
    }
    expect(await markAllRead(f.deps, {}, f.ctx(stranger.accountId))).toEqual({ updated: 0 });
    expect(await countUnread(f.deps, {}, f.ctx(owner.accountId))).toEqual({ unread: 1 });
  });
});
