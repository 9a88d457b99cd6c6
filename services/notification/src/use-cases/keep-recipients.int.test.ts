import { auth, authEvents } from '@helpwire/proto';
import { randomUUID } from 'node:crypto';
import { useCaseFixture } from '../../test/use-case-fixture';
import { listAccountNotifications } from '../store/notification-store';
import { findRecipient } from '../store/recipient-store';
import { keepRecipients } from './keep-recipients';

describe("keepRecipients (the projection of auth's accounts)", () => {
  const f = useCaseFixture();
  const apply = <T>(handler: (tx: Parameters<typeof keepRecipients.registered>[0], m: T) => Promise<void>, message: T) =>
    f.database.db.transaction((tx) => handler(tx, message));

  it('keeps language, e-mail, phone and roles, and ignores a profile older than the one kept', async () => {
    const userId = randomUUID();
    const t0 = new Date('2026-11-01T00:00:00Z');
    await apply(keepRecipients.registered, {
      eventId: randomUUID(),
      userId,
      role: auth.Role.ROLE_USER,
      email: 'a@example.com',
      language: 'ar',
      occurredAt: t0,
    });
    await apply(keepRecipients.roleRegistered, { eventId: randomUUID(), userId, role: auth.Role.ROLE_HELPER, occurredAt: t0 });
    await apply(
      keepRecipients.profileUpdated,
      authEvents.ProfileUpdated.fromPartial({
        eventId: randomUUID(),
        userId,
        email: 'b@example.com',
        phone: '+15550100400',
        language: 'ar',
        occurredAt: new Date('2026-11-02T00:00:00Z'),
      }),
    );
    await apply(
      keepRecipients.profileUpdated,
      authEvents.ProfileUpdated.fromPartial({ eventId: randomUUID(), userId, email: 'stale@example.com', occurredAt: new Date('2026-11-01T12:00:00Z') }),
    );
    expect(await findRecipient(f.deps.db, userId)).toMatchObject({ roles: ['HELPER', 'USER'], language: 'ar', email: 'b@example.com', phone: '+15550100400' });
    await apply(keepRecipients.accountDeleted, { eventId: randomUUID(), userId, role: auth.Role.ROLE_HELPER, erased: false, occurredAt: t0 });
    expect((await findRecipient(f.deps.db, userId))?.roles).toEqual(['USER']);
  });

  it('forgets an erased account: its recipient row and its notifications', async () => {
    const { accountId } = await f.account();
    await f.notify([{ accountId, fact: { kind: 'CALL_ACCEPTED' } }]);
    await apply(keepRecipients.accountDeleted, { eventId: randomUUID(), userId: accountId, role: auth.Role.ROLE_USER, erased: true, occurredAt: new Date() });
    expect(await findRecipient(f.deps.db, accountId)).toBeUndefined();
    expect((await listAccountNotifications(f.deps.db, accountId, { page: 1, limit: 10, order: 'desc' })).total).toBe(0);
  });
});
