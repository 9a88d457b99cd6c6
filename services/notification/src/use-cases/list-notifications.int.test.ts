import { notification, notificationNames } from '@helpwire/proto';
import { AppError } from '@helpwire/service-kit';
import { useCaseFixture } from '../../test/use-case-fixture';
import { listNotifications } from './list-notifications';

const SORT_ORDER_ASC = notificationNames.sortOrderNames.toProto('asc');
const request = (fields: Partial<notification.ListNotificationsRequest>) => notification.ListNotificationsRequest.fromPartial(fields);

describe('listNotifications', () => {
  const f = useCaseFixture();

  it("pages the caller's own notifications, newest first by default, with the page meta", async () => {
    const { accountId } = await f.account();
    const other = await f.account();
    await f.notify([{ accountId: other.accountId, fact: { kind: 'CALL_ACCEPTED' } }]);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await f.notify([{ accountId, fact: { kind: 'EARNINGS_AVAILABLE', amount: `$${i}.00` } }]))[0]!.id);
    const page1 = await listNotifications(f.deps, request({ limit: 2 }), f.ctx(accountId));
    expect(page1.notifications.map((n) => n.id)).toEqual([ids[4], ids[3]]);
    expect([page1.currentPage, page1.lastPage, page1.total]).toEqual([1, 3, 5]);
    const page3 = await listNotifications(f.deps, request({ limit: 2, page: 3 }), f.ctx(accountId));
    expect(page3.notifications.map((n) => n.id)).toEqual([ids[0]]);
    const oldest = await listNotifications(f.deps, request({ limit: 20, sortOrder: SORT_ORDER_ASC }), f.ctx(accountId));
    expect(oldest.notifications.map((n) => n.id)).toEqual(ids);
    expect(oldest.notifications[0]).toMatchObject({
      read: false,
      link: '/helper/earnings',
      kind: notificationNames.notificationKindNames.toProto('EARNINGS_AVAILABLE'),
    });
  });

  it('answers an empty first page to an account with none, and refuses a caller without a session', async () => {
    const { accountId } = await f.account();
    expect(await listNotifications(f.deps, request({}), f.ctx(accountId))).toEqual({ notifications: [], currentPage: 1, lastPage: 1, total: 0 });
    const refused = await listNotifications(f.deps, request({}), { ...f.ctx(accountId), identity: { requestId: 'r', language: 'en' } }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).reason).toBe('SESSION_REQUIRED');
  });
});
