import { credentials, Metadata } from '@grpc/grpc-js';
import { health, notification } from '@helpwire/proto';
import { createPromiseClient, type Identity } from '@helpwire/service-kit';
import { createTestBus, createTestDatabase, silentLogger, waitFor, type TestBus, type TestDatabase } from '@helpwire/service-kit/testing';
import { sql } from 'drizzle-orm';
import { startNotificationService, type RunningNotificationService } from '../src/app';
import { notificationServiceName } from '../src/server';

const identity: Identity = { requestId: 'test-notification', language: 'en' };

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

describe('notification service over gRPC on PostgreSQL and JetStream', () => {
  let database: TestDatabase;
  let t: TestBus;
  let service: RunningNotificationService;
  let client: ReturnType<typeof createPromiseClient<notification.NotificationServiceClient>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await createTestBus('notification-test');
    service = await startNotificationService({ database, bus: t.bus, logger: silentLogger, grpcPort: 0, grpcHost: '127.0.0.1', outboxIntervalMs: 100 });
    client = createPromiseClient(notification.NotificationServiceClient, `127.0.0.1:${service.port}`);
  });

  afterAll(async () => {
    client.close();
    await service.stop();
    await t.destroy();
    await database.drop();
  });

  it('answers grpc.health.v1 SERVING for itself once the database and bus answer', async () => {
    const address = `127.0.0.1:${service.port}`;
    const serving = health.HealthCheckResponse_ServingStatus.SERVING;
    expect(await waitFor(async () => (await healthOf(address, notificationServiceName)) === serving)).toBe(true);
    expect(await healthOf(address, '')).toBe(serving);
  });

  it('creates the notification schema with its outbox and processed events', async () => {
    const result = await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'notification' order by table_name`);
    expect((result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name)).toEqual(['outbox', 'processed_events']);
  });

  it('answers Ping', async () => {
    expect(await client.ping({ message: 'hello' }, { identity })).toMatchObject({ reply: 'pong: hello' });
  });

  it('refuses an invalid Ping with INVALID_ARGUMENT', async () => {
    await expect(client.ping({ message: 'x'.repeat(201) }, { identity })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
  });
});
