import { eq, sql } from 'drizzle-orm';
import { adminActionMessage, auditLogFixture } from '../../test/audit-log-fixture';
import { auditEntries } from '../store/schema';

/** What the database answered a statement: its refusal's text (drizzle wraps it as the cause), or "accepted". */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
    return 'accepted';
  } catch (error) {
    const { message, cause } = error as Error & { cause?: Error };
    return cause?.message ?? message;
  }
}

describe('recordAdminAction', () => {
  const f = auditLogFixture();
  const entry = async (id: string) => (await f.database.db.select().from(auditEntries).where(eq(auditEntries.id, id)))[0];

  it('appends who, what, when, the object, before and after, the reason and the request, once per event', async () => {
    const message = adminActionMessage({ action: 'withdrawal.reject', objectType: 'withdrawal', reason: 'Bank details do not match' });
    await f.record('payment', message, message);
    expect(await entry(message.eventId)).toEqual({
      id: message.eventId,
      occurredAt: message.occurredAt,
      recordedAt: expect.any(Date),
      actorId: message.actorId,
      service: 'payment',
      action: 'withdrawal.reject',
      objectType: 'withdrawal',
      objectId: message.objectId,
      before: { status: 'IN_REVIEW' },
      after: { status: 'APPROVED' },
      reason: 'Bank details do not match',
      requestId: message.requestId,
    });
    const counted = await f.database.db.execute(sql`select count(*)::int as n from audit.audit_entries where id = ${message.eventId}`);
    expect((counted as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it("keeps the command line's action without an actor and a creation without a before", async () => {
    const message = adminActionMessage({ actorId: undefined, action: 'admin.create', objectType: 'admin', beforeJson: undefined, afterJson: '{"admin":true}' });
    await f.record('auth', message);
    expect(await entry(message.eventId)).toMatchObject({ actorId: null, before: null, after: { admin: true }, reason: null });
  });

  it('is append-only in the database itself: UPDATE, DELETE and TRUNCATE are refused, and the entry stays as written', async () => {
    const message = adminActionMessage();
    await f.record('auth', message);
    const db = f.database.db;
    expect(await refusal(db.execute(sql`update audit.audit_entries set reason = 'edited' where id = ${message.eventId}`))).toMatch(/append-only: UPDATE/);
    expect(await refusal(db.execute(sql`delete from audit.audit_entries where id = ${message.eventId}`))).toMatch(/append-only: DELETE/);
    expect(await refusal(db.execute(sql`truncate audit.audit_entries`))).toMatch(/append-only: TRUNCATE/);
    expect(await entry(message.eventId)).toMatchObject({ reason: null, after: { status: 'APPROVED' } });
  });
});
