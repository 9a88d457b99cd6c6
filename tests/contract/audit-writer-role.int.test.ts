import { startAuditService, migrationsFolder, type RunningAuditService } from '@helpwire/audit';
import { audit } from '@helpwire/proto';
import { AdminActions, createPromiseClient, openDatabase, type DatabaseHandle, type Identity } from '@helpwire/service-kit';
import { createTestBus, createTestDatabase, silentLogger, waitFor, type TestBus, type TestDatabase } from '@helpwire/service-kit/testing';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { refusal } from './database-refusal';

async function asAdmin(query: string): Promise<void> {
  const client = new Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * The audit log cannot be edited, even by the audit service (decision 0083): its migration makes the
 * role helpwire_audit_writer, which may add entries and read them and nothing else. The service,
 * given a login role granted it (the provisioning an operator does, done here), records and answers
 * through it; UPDATE, DELETE and TRUNCATE of the log are refused to it by the database's privileges,
 * and so is switching the append-only trigger off, which only the table's owner could. (On the
 * embedded PGlite there is one connection, the owner's: there the trigger alone guards the log.)
 */
describe('the audit service writes the log as a role that can only add and read entries', () => {
  let database: TestDatabase;
  let writer: DatabaseHandle;
  let t: TestBus;
  let service: RunningAuditService;
  const login = `${process.env.TEST_DB_PREFIX ?? 'helpwire_test'}_audit_writer_${randomUUID().slice(0, 8)}`;
  const admin: Identity = { userId: randomUUID(), role: 'ADMIN', requestId: 'audit-writer-role', language: 'en' };

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.kind !== 'postgres') return;
    await database.migrate({ folder: migrationsFolder, schema: 'audit' });
    // The operator's provisioning: a login role that is a member of the migration's role, nothing more.
    await asAdmin(`CREATE ROLE "${login}" LOGIN IN ROLE helpwire_audit_writer`);
    const url = new URL(database.url);
    url.username = login;
    url.password = '';
    writer = await openDatabase({ url: url.toString(), logger: silentLogger, poolSize: 2 });
    t = await createTestBus('audit-writer-role');
    service = await startAuditService({ database, writer, bus: t.bus, logger: silentLogger, grpcPort: 0, grpcHost: '127.0.0.1', outboxIntervalMs: 100 });
  }, 60_000);

  afterAll(async () => {
    await service?.stop();
    await writer?.close();
    await t?.destroy();
    await database?.drop();
    if (database?.kind === 'postgres') await asAdmin(`DROP ROLE IF EXISTS "${login}"`);
  });

  const onPostgres = () => {
    if (database.kind !== 'postgres') console.warn('skipped: PGlite has one connection, the owner’s; the append-only trigger alone guards the log there');
    return database.kind === 'postgres';
  };

  it('records an admin action and answers the search through the writer role', async () => {
    if (!onPostgres()) return;
    expect((await writer.db.execute(sql`select current_user as who`)) as unknown as { rows: { who: string }[] }).toMatchObject({ rows: [{ who: login }] });
    const message = {
      eventId: randomUUID(),
      occurredAt: new Date(),
      actorId: admin.userId,
      action: 'admin.deactivate',
      objectType: 'admin',
      objectId: randomUUID(),
      beforeJson: JSON.stringify({ admin: true }),
      afterJson: JSON.stringify({ admin: false }),
      reason: 'Left the company',
      requestId: `req-${randomUUID()}`,
    };
    await t.bus.publish({ id: message.eventId, subject: AdminActions.auth.subject, data: AdminActions.auth.codec.encode(message).finish(), headers: {} });
    const client = createPromiseClient(audit.AuditServiceClient, `127.0.0.1:${service.port}`);
    try {
      const found = await waitFor(async () => {
        const { entries } = await client.searchAuditLog(audit.SearchAuditLogRequest.fromPartial({ objectId: message.objectId }), { identity: admin });
        return entries.length > 0 ? entries : undefined;
      }, 10_000);
      expect(found).toMatchObject([{ id: message.eventId, action: 'admin.deactivate', reason: 'Left the company' }]);
    } finally {
      client.close();
    }
  });

  it('refuses the writer role UPDATE, DELETE and TRUNCATE of the log, and switching its trigger off', async () => {
    if (!onPostgres()) return;
    const privileges = await writer.db.execute(
      sql`select privilege_type from information_schema.role_table_grants where grantee = 'helpwire_audit_writer' and table_schema = 'audit' and table_name = 'audit_entries' order by 1`,
    );
    expect((privileges as unknown as { rows: { privilege_type: string }[] }).rows.map((r) => r.privilege_type)).toEqual(['INSERT', 'SELECT']);
    const denied = /permission denied for table audit_entries/;
    expect(await refusal(writer.db.execute(sql`update audit.audit_entries set reason = 'rewritten'`))).toMatch(denied);
    expect(await refusal(writer.db.execute(sql`delete from audit.audit_entries`))).toMatch(denied);
    expect(await refusal(writer.db.execute(sql`truncate audit.audit_entries`))).toMatch(denied);
    expect(await refusal(writer.db.execute(sql`alter table audit.audit_entries disable trigger audit_entries_append_only`))).toMatch(/must be owner/);
    expect(await refusal(writer.db.execute(sql`drop trigger audit_entries_append_only on audit.audit_entries`))).toMatch(/must be owner/);
    // The entry is there, unchanged.
    const rows = await writer.db.execute(sql`select count(*)::int as n from audit.audit_entries where reason = 'rewritten'`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
