import { credentials, Metadata } from '@grpc/grpc-js';
import { PlatformTexts } from '@helpwire/contracts';
import { auth, health, notification, notificationNames } from '@helpwire/proto';
import { AuthEvents, createPromiseClient, PaymentEvents, type Identity } from '@helpwire/service-kit';
import { createTestBus, createTestDatabase, silentLogger, waitFor, type TestBus, type TestDatabase } from '@helpwire/service-kit/testing';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { startNotificationService, type RunningNotificationService } from '../src/app';
import { notificationServiceName } from '../src/grpc/server';
import { publishEvent } from './published-events';
import { deliveryPortsOf, recordingSenders } from './recording-senders';
import { testPushEndpoints } from './use-case-fixture';

function healthOf(address: string, service: string) {
  const client = new health.HealthClient(address, credentials.createInsecure());
  return new Promise<health.HealthCheckResponse_ServingStatus>((resolve, reject) =>
    client.check({ service }, new Metadata(), { deadline: Date.now() + 2000 }, (error, response) => {
      client.close();
      if (error) reject(error);
      else resolve(response.status);
    }),
  );
}

const as = (userId: string, role = 'USER'): { identity: Identity } => ({ identity: { userId, role, requestId: randomUUID(), language: 'en' } });

describe('notification service over gRPC on PostgreSQL and JetStream', () => {
  let database: TestDatabase;
  let t: TestBus;
  let service: RunningNotificationService;
  let client: ReturnType<typeof createPromiseClient<notification.NotificationServiceClient>>;
  const senders = recordingSenders();

  beforeAll(async () => {
    // Empty, not the run's template: the service's own start migrates its schema here.
    database = await createTestDatabase({ empty: true });
    t = await createTestBus('notification-test');
    service = await startNotificationService({
      database,
      bus: t.bus,
      logger: silentLogger,
      grpcPort: 0,
      grpcHost: '127.0.0.1',
      outboxIntervalMs: 100,
      delivery: deliveryPortsOf(senders),
      config: { DELIVERY_INTERVAL_MS: 50 },
      pushEndpoints: testPushEndpoints,
    });
    client = createPromiseClient(notification.NotificationServiceClient, `127.0.0.1:${service.port}`);
  });

  afterAll(async () => {
    client.close();
    await service.stop();
    await t.destroy();
    await database.drop();
  });

  /** A helper known to the service, with `count` withdrawal notices stored. */
  async function helperWithNotices(count: number): Promise<string> {
    const userId = randomUUID();
    await publishEvent(t.bus, AuthEvents.userRegistered, { userId, role: auth.Role.ROLE_HELPER, email: `${userId}@example.com`, language: 'en' });
    // A second apart: the service handles several at once, and lists them in the order they happened.
    const first = Date.now() - count * 1000;
    for (let i = 0; i < count; i += 1) {
      await publishEvent(
        t.bus,
        PaymentEvents.withdrawalApproved,
        { withdrawalId: randomUUID(), helperId: userId, amount: { currency: 'USD', amountMinor: String(100 * (i + 1)) } },
        { occurredAt: new Date(first + i * 1000) },
      );
    }
    await waitFor(async () => (await client.countUnread({}, as(userId, 'HELPER'))).unread === count, 10_000);
    return userId;
  }

  it('answers grpc.health.v1 SERVING for itself once the database and bus answer', async () => {
    const address = `127.0.0.1:${service.port}`;
    const serving = health.HealthCheckResponse_ServingStatus.SERVING;
    expect(await waitFor(async () => (await healthOf(address, notificationServiceName)) === serving)).toBe(true);
    expect(await healthOf(address, '')).toBe(serving);
  });

  it('creates the notification schema with its tables', async () => {
    const result = await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'notification' order by table_name`);
    expect((result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name)).toEqual([
      'contact_confirmations',
      'deliveries',
      'notifications',
      'outbox',
      'preferences',
      'processed_events',
      'push_subscriptions',
      'recipients',
    ]);
  });

  it("lists, marks read, marks all and counts the caller's own notifications over gRPC", async () => {
    const helperId = await helperWithNotices(3);
    const page = await client.listNotifications(
      notification.ListNotificationsRequest.fromPartial({ limit: 2, sortOrder: notificationNames.sortOrderNames.toProto('asc') }),
      as(helperId, 'HELPER'),
    );
    expect([page.currentPage, page.lastPage, page.total, page.notifications.length]).toEqual([1, 2, 3, 2]);
    expect(page.notifications[0]!.translations[0]!.body).toContain('$1.00');
    const { notification: marked } = await client.markRead({ id: page.notifications[0]!.id }, as(helperId, 'HELPER'));
    expect(marked?.read).toBe(true);
    expect(await client.countUnread({}, as(helperId, 'HELPER'))).toEqual({ unread: 2 });
    expect(await client.markAllRead({}, as(helperId, 'HELPER'))).toEqual({ updated: 2 });
    expect(await client.countUnread({}, as(helperId, 'HELPER'))).toEqual({ unread: 0 });
  });

  it("answers NOT_FOUND for another account's notification and UNAUTHENTICATED without a caller", async () => {
    const helperId = await helperWithNotices(1);
    const [mine] = (await client.listNotifications(notification.ListNotificationsRequest.fromPartial({}), as(helperId, 'HELPER'))).notifications;
    await expect(client.markRead({ id: mine!.id }, as(randomUUID()))).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'NOTIFICATION_NOT_FOUND' });
    await expect(
      client.listNotifications(notification.ListNotificationsRequest.fromPartial({}), { identity: { requestId: 'r', language: 'en' } }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await client.countUnread({}, as(helperId, 'HELPER'))).toEqual({ unread: 1 });
  });

  it('keeps preferences and push subscriptions per caller', async () => {
    const userId = randomUUID();
    expect(await client.getPreferences({}, as(userId))).toEqual({ preferences: { push: true, email: true, sms: true } });
    expect(await client.updatePreferences({ sms: false }, as(userId))).toEqual({ preferences: { push: true, email: true, sms: false } });
    expect(await client.getPushPublicKey({}, as(userId))).toEqual({ publicKey: senders.push.publicKey });
    const web = { endpoint: 'https://fcm.example.test/grpc', p256dh: 'k', auth: 'a', platform: notification.Platform.PLATFORM_WEB };
    expect(await client.subscribePush(web, as(userId))).toEqual({ endpoint: 'https://fcm.example.test/grpc', active: true });
    // Spec §3/§9 Platform: stored as WEB; a client from before the field (UNSPECIFIED) is WEB too; another value is refused.
    const older = { ...web, endpoint: 'https://fcm.example.test/grpc-older', platform: notification.Platform.PLATFORM_UNSPECIFIED };
    await client.subscribePush(older, as(userId));
    await expect(
      client.subscribePush({ ...web, endpoint: 'https://fcm.example.test/grpc-x', platform: 7 as notification.Platform }, as(userId)),
    ).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'NOTIFICATION_PUSH_PLATFORM_INVALID',
      message: PlatformTexts.platformInvalid,
    });
    const stored = (await database.db.execute(
      sql`select endpoint, platform from notification.push_subscriptions where account_id = ${userId} order by endpoint`,
    )) as unknown as { rows: { endpoint: string; platform: string }[] };
    expect(stored.rows).toEqual([
      { endpoint: 'https://fcm.example.test/grpc', platform: 'WEB' },
      { endpoint: 'https://fcm.example.test/grpc-older', platform: 'WEB' },
    ]);
    expect(await client.unsubscribePush({ endpoint: 'https://fcm.example.test/grpc' }, as(userId))).toEqual({
      endpoint: 'https://fcm.example.test/grpc',
      active: false,
    });
  });
});
