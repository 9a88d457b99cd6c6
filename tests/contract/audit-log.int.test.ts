import { catalogueEntries, type AuditEntry } from '@helpwire/contracts';
import { paymentDepsOn, seedChargedCall } from '@helpwire/payment/testing';
import { audit } from '@helpwire/proto';
import { waitFor } from '@helpwire/service-kit/testing';
import { sql } from 'drizzle-orm';
import { apiOf, uniqueIds } from './accounts';
import { refusal } from './database-refusal';
import { signedInOf } from './signed-in';
import { startStack, type Stack } from './stack';
import { withdrawalHelpersOf } from './withdrawal-helpers';

/** The account id a session token was issued for (its `sub`). */
const accountOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;

/**
 * The audit log of admin actions (issue 24, decision 0065) through the gateway: each admin action
 * made through its service's use case is recorded there once, with who, what, when, the object,
 * before and after and the reason; nothing can change or delete an entry, not even a statement in
 * the database. That only admins can search it is admin-access.int.test.ts's, with every admin route.
 */
describe('the audit log of admin actions, through the gateway', () => {
  let stack: Stack;
  const unique = uniqueIds();
  const { get, post, send } = apiOf(() => stack);
  const accounts = signedInOf(() => stack, unique);
  const helpers = withdrawalHelpersOf(() => stack, unique);
  let admin: string;
  let adminId: string;
  const startedAt = new Date(Date.now() - 1000).toISOString();

  const search = (query: Record<string, string>, token = admin) => get(`/admin/audit?${new URLSearchParams(query)}`, token);
  /** The entries about one object once `count` of them have arrived (the audit service consumes them from the bus). */
  const entriesAbout = async (objectId: string, count: number): Promise<AuditEntry[]> => {
    return waitFor(async () => {
      const { body } = await search({ objectId });
      return (body.data as AuditEntry[]).length >= count ? (body.data as AuditEntry[]) : undefined;
    }, 10_000) as Promise<AuditEntry[]>;
  };

  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
    helpers.open();
    admin = await accounts.admin();
    adminId = accountOf(admin);
  }, 120_000);

  afterAll(async () => {
    helpers.close();
    await stack?.stop();
  });

  it("records a helper's approval and rejection once each, as the admin's, with before, after and the reason", async () => {
    const approved = await helpers.helper();
    const rejected = await helpers.helper();
    expect((await post('/admin/helpers/review', { helper: approved.id, approve: true }, admin)).status).toBe(200);
    expect((await post('/admin/helpers/review', { helper: rejected.id, approve: false, reason: 'The ID card is blurred' }, admin)).status).toBe(200);

    const [approval] = await entriesAbout(approved.id, 1);
    expect(approval).toEqual({
      id: expect.any(String),
      occurredAt: expect.any(String),
      actorId: adminId,
      service: 'auth',
      action: 'helper.approve',
      objectType: 'helper',
      objectId: approved.id,
      before: { status: 'IN_REVIEW' },
      after: { status: 'APPROVED' },
      reason: null,
      requestId: expect.any(String),
    });
    expect(Date.parse(approval!.occurredAt)).toBeGreaterThanOrEqual(Date.parse(startedAt));
    expect(await entriesAbout(rejected.id, 1)).toEqual([
      expect.objectContaining({ actorId: adminId, action: 'helper.reject', after: { status: 'REJECTED' }, reason: 'The ID card is blurred' }),
    ]);
  });

  it("records a dispute's review and its resolution once each (a retry adds nothing), with the decision and the admin's note", async () => {
    const user = await accounts.verifiedUser();
    const helper = await helpers.helper();
    const { callId } = await seedChargedCall(paymentDepsOn(stack.database.db), { userId: user.id, helperId: helper.id, priceMinor: 1500n });
    const opened = await post('/dispute/create', { callId, reason: 'Helper left early', description: 'Two minutes.', resolution: 'FULL_REFUND' }, user.token);
    expect(opened.status).toBe(201);
    const id = opened.body.data.id as string;
    expect((await post(`/admin/disputes/${id}/review`, {}, admin)).status).toBe(200);
    const decision = { resolution: 'FULL_REFUND', note: 'The helper left early: refunded in full.' };
    expect((await post(`/admin/disputes/${id}/resolve`, decision, admin)).status).toBe(200);
    expect((await post(`/admin/disputes/${id}/resolve`, decision, admin)).status).toBe(200);

    const entries = await entriesAbout(id, 2);
    expect(entries.map((e) => [e.action, e.actorId, e.before, e.after, e.reason])).toEqual([
      [
        'dispute.resolve',
        adminId,
        { status: 'IN_REVIEW' },
        { status: 'RESOLVED', resolution: 'FULL_REFUND', refundedCents: 1500, compensationCents: null },
        decision.note,
      ],
      ['dispute.review', adminId, { status: 'PENDING' }, { status: 'IN_REVIEW' }, null],
    ]);
    expect(entries.every((e) => e.service === 'payment' && e.objectType === 'dispute')).toBe(true);
  });

  it("records a withdrawal's approval once (a retry adds nothing), with the amount and the bank's transaction id", async () => {
    const helper = await helpers.fundedHelper(4_000n);
    const created = await post('/withdraw/helper/create', { amount: 25, specialInstruction: 'Salary account' }, helper.token);
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    expect((await post('/admin/withdrawals/approve', { id, transactionId: 'BANK-TX-AUDIT' }, admin)).status).toBe(200);
    expect((await post('/admin/withdrawals/approve', { id, transactionId: 'BANK-TX-AUDIT' }, admin)).status).toBe(200);

    const entries = await entriesAbout(id, 1);
    // Time for a duplicate to arrive, were there one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await search({ objectId: id })).body.data).toEqual([
      {
        id: expect.any(String),
        occurredAt: expect.any(String),
        actorId: adminId,
        service: 'payment',
        action: 'withdrawal.approve',
        objectType: 'withdrawal',
        objectId: id,
        before: { status: 'PENDING' },
        after: { status: 'SUCCESS', amountCents: 2500, transactionId: 'BANK-TX-AUDIT' },
        reason: null,
        requestId: entries[0]!.requestId,
      },
    ]);
  });

  it('is searched by actor, action and time range, newest first and paged', async () => {
    const mine = await search({ actorId: adminId, limit: '100' });
    expect(mine.status).toBe(200);
    const actions = (mine.body.data as AuditEntry[]).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['helper.approve', 'helper.reject', 'dispute.review', 'dispute.resolve', 'withdrawal.approve']));
    const times = (mine.body.data as AuditEntry[]).map((e) => Date.parse(e.occurredAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(mine.body.meta).toEqual({ currentPage: 1, lastPage: 1, total: actions.length });

    const approvals = await search({ actorId: adminId, action: 'helper.approve' });
    expect((approvals.body.data as AuditEntry[]).map((e) => e.action)).toEqual(['helper.approve']);
    const paged = await search({ actorId: adminId, limit: '2', page: '2' });
    expect(paged.body.data).toEqual((mine.body.data as AuditEntry[]).slice(2, 4));
    expect((await search({ actorId: adminId, to: startedAt })).body.data).toEqual([]);
    expect((await search({ actorId: adminId, from: startedAt, to: new Date(Date.now() + 60_000).toISOString() })).body.meta.total).toBe(actions.length);
    const backwards = await search({ from: new Date().toISOString(), to: startedAt });
    expect([backwards.status, backwards.body.message]).toEqual([400, '"from" must not be after "to"']);
    expect((await search({ action: 'helper.delete' })).status).toBe(400);
  });

  it('has no route or RPC that changes or deletes an entry, and the database refuses UPDATE and DELETE', async () => {
    // The REST surface: one GET, and no other method or path under /admin/audit.
    const routes = catalogueEntries().filter(({ contract }) => contract.path.startsWith('/admin/audit'));
    expect(routes.map(({ contract }) => `${contract.method} ${contract.path}`)).toEqual(['get /admin/audit']);
    const [entry] = (await search({ actorId: adminId, limit: '1' })).body.data as AuditEntry[];
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/admin/audit', `/admin/audit/${entry!.id}`]) {
        const answer = await send(method, path, { reason: 'edited' }, admin);
        expect({ method, path, status: answer.status }).toEqual({ method, path, status: 404 });
      }
    }
    // The gRPC surface: the audit service's only method is the search.
    expect(Object.keys(audit.AuditServiceService)).toEqual(['searchAuditLog']);
    // The table itself: a statement that edits or removes an entry is refused by its trigger.
    const db = stack.database.db;
    expect(await refusal(db.execute(sql`update audit.audit_entries set reason = 'edited' where id = ${entry!.id}`))).toMatch(/append-only: UPDATE/);
    expect(await refusal(db.execute(sql`delete from audit.audit_entries where id = ${entry!.id}`))).toMatch(/append-only: DELETE/);
    expect(await refusal(db.execute(sql`delete from audit.audit_entries`))).toMatch(/append-only: DELETE/);
    expect(await refusal(db.execute(sql`truncate audit.audit_entries`))).toMatch(/append-only: TRUNCATE/);
    expect((await search({ actorId: adminId, limit: '1' })).body.data).toEqual([entry]);
  });
});
