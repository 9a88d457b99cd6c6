import { credentials, Metadata } from '@grpc/grpc-js';
import { audit, health } from '@helpwire/proto';
import { AdminActions, createPromiseClient, type Identity } from '@helpwire/service-kit';
import { createTestBus, createTestDatabase, silentLogger, waitFor, type TestBus, type TestDatabase } from '@helpwire/service-kit/testing';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { startAuditService, type RunningAuditService } from '../src/app';
import { auditServiceName } from '../src/grpc/server';
import { adminActionMessage, type AdminActionMessage } from './audit-log-fixture';

const adminId = randomUUID();
const admin: Identity = { userId: adminId, role: 'ADMIN', requestId: 'test-audit', language: 'en' };

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

describe('audit service over gRPC on PostgreSQL and JetStream', () => {
  let database: TestDatabase;
  let t: TestBus;
  let service: RunningAuditService;
  let client: ReturnType<typeof createPromiseClient<audit.AuditServiceClient>>;

  /** Publishes an admin action as a service's outbox relay does (the event id is the message id). */
  const publish = (event: (typeof AdminActions)[keyof typeof AdminActions], message: AdminActionMessage) =>
    t.bus.publish({ id: message.eventId, subject: event.subject, data: event.codec.encode(message).finish(), headers: {} });

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await createTestBus('audit-test');
    service = await startAuditService({ database, bus: t.bus, logger: silentLogger, grpcPort: 0, grpcHost: '127.0.0.1', outboxIntervalMs: 100 });
    client = createPromiseClient(audit.AuditServiceClient, `127.0.0.1:${service.port}`);
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
    expect(await waitFor(async () => (await healthOf(address, auditServiceName)) === serving)).toBe(true);
    expect(await healthOf(address, '')).toBe(serving);
  });

  it('creates the audit schema with its log, outbox and processed events', async () => {
    const result = await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'audit' order by table_name`);
    expect((result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name)).toEqual(['audit_entries', 'outbox', 'processed_events']);
  });

  it("stores every service's admin actions from the bus once each (a redelivery adds nothing) and answers them to an admin, newest first", async () => {
    const objectId = randomUUID();
    const approved = adminActionMessage({ actorId: adminId, objectId, occurredAt: new Date(Date.now() - 1000) });
    const rejected = adminActionMessage({ actorId: adminId, action: 'withdrawal.reject', objectType: 'withdrawal', objectId, reason: 'Wrong IBAN' });
    await publish(AdminActions.auth, approved);
    await publish(AdminActions.payment, rejected);
    await publish(AdminActions.payment, rejected);
    const found = await waitFor(async () => {
      const { entries } = await client.searchAuditLog({ objectId }, { identity: admin });
      return entries.length === 2 ? entries : undefined;
    });
    expect(found?.map((e) => [e.service, e.action, e.reason])).toEqual([
      ['payment', 'withdrawal.reject', 'Wrong IBAN'],
      ['auth', 'helper.approve', undefined],
    ]);
    const { meta } = await client.searchAuditLog({ objectId }, { identity: admin });
    expect(meta).toEqual({ currentPage: 1, lastPage: 1, total: 2 });
  });

  it('refuses a user, a helper and a caller without a session; offers no RPC that changes or removes an entry', async () => {
    await expect(client.searchAuditLog({}, { identity: { ...admin, role: 'USER' } })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(client.searchAuditLog({}, { identity: { ...admin, role: 'HELPER' } })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(client.searchAuditLog({}, { identity: { requestId: 'anonymous', language: 'en' } })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(Object.keys(audit.AuditServiceService)).toEqual(['searchAuditLog']);
  });
});
