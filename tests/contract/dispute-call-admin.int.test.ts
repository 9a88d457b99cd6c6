import type { DisputeCall } from '@helpwire/contracts';
import { paymentDepsOn, seedChargedCall } from '@helpwire/payment/testing';
import { waitFor } from '@helpwire/service-kit/testing';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { apiOf, uniqueIds } from './accounts';
import { signedInOf } from './signed-in';
import { startStack, TEST_JWT_SECRET, type Stack } from './stack';
import { withdrawalHelpersOf } from './withdrawal-helpers';

/**
 * The call behind a dispute as an admin reads it (issue 24, item 3): GET /admin/disputes/:id/call.
 * Admins only (the parties keep their own routes), refused to users, helpers and a token whose role
 * claim was altered; an unknown dispute is 404; the read is in the audit log (call.read).
 */
describe('GET /admin/disputes/:id/call, through the gateway', () => {
  let stack: Stack;
  const unique = uniqueIds();
  const { get, post } = apiOf(() => stack);
  const people = signedInOf(() => stack, unique);
  const helpers = withdrawalHelpersOf(() => stack, unique);
  let admin: string;
  let user: { id: string; token: string };
  let helper: { id: string; token: string };
  let disputeId: string;
  let callId: string;

  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
    admin = await people.admin();
    user = await people.verifiedUser();
    helper = await helpers.helper();
    // An ended call in the call service with a note, a summary and the user's review; charged by payment.
    callId = `HW-C${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`;
    const db = stack.database.db;
    await db.execute(sql`
      insert into call.calls (id, user_id, helper_id, category_id, state, latitude, longitude, languages, gender_preference, created_at, updated_at, accepted_at, ended_at, recording, recording_type, media, billable_seconds)
      values (${callId}, ${user.id}, ${helper.id}, 'basic-tech-troubleshooting', 'ENDED', 25.2, 55.27, '{en}', 'NO_PREFERENCE', now() - interval '20 minutes', now(), now() - interval '20 minutes', now(), false, 'local', 'JANUS', 1200)`);
    await seedChargedCall(paymentDepsOn(db), { userId: user.id, helperId: helper.id, priceMinor: 1250n, callId });
    expect((await post('/notes/create', { callId, note: 'Printer driver reinstalled' }, helper.token)).status).toBe(201);
    expect((await post('/feedback/giveReviewToHelper', { callId, rating: 2, review: 'Slow' }, user.token)).status).toBe(201);
    const opened = await post('/dispute/create', { callId, reason: 'Not fixed', description: 'Still broken.', resolution: 'FULL_REFUND' }, user.token);
    expect(opened.status).toBe(201);
    disputeId = opened.body.data.id as string;
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it("answers an admin the call's parties by name, times, price, notes and reviews, and audits the read", async () => {
    const answer = await get(`/admin/disputes/${disputeId}/call`, admin);
    expect(answer.status).toBe(200);
    const data = answer.body.data as DisputeCall;
    expect(data).toMatchObject({
      disputeId,
      callId,
      user: { id: user.id, firstName: expect.any(String) },
      helper: { id: helper.id, firstName: 'Sami', lastName: 'Helper' },
      categoryId: 'basic-tech-troubleshooting',
      billableSeconds: 1200,
      priceCents: 1250,
      currency: 'USD',
      chat: [],
      notes: [expect.objectContaining({ text: 'Printer driver reinstalled' })],
      userReview: expect.objectContaining({ rating: 2, review: 'Slow', side: 'USER' }),
      helperReview: null,
      recording: null,
      recordingUrl: null,
    });
    expect(Date.parse(data.endedAt!) - Date.parse(data.startedAt)).toBeGreaterThan(0);
    // The read is the admin's, on the call, with the dispute as its reason (decision 0065).
    await waitFor(async () => {
      const entries = (await get(`/admin/audit?action=call.read&objectId=${callId}`, admin)).body.data as { reason: string | null }[];
      return entries.length === 1 && entries[0]!.reason === `dispute ${disputeId}`;
    }, 10_000);
  });

  it('refuses the user and the helper of the call (403), a token whose role claim was altered (401), and an unknown dispute (404)', async () => {
    for (const token of [user.token, helper.token]) {
      const refused = await get(`/admin/disputes/${disputeId}/call`, token);
      expect([refused.status, refused.body.code]).toEqual([403, 'ROLE_NOT_ALLOWED']);
    }
    expect((await get(`/admin/disputes/${disputeId}/call`)).status).toBe(401);
    const [header, payload, signature] = user.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const altered = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN' })).toString('base64url')}.${signature}`;
    const resigned = await new SignJWT({ ...claims, role: 'ADMIN' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(TEST_JWT_SECRET));
    for (const token of [altered, resigned]) expect((await get(`/admin/disputes/${disputeId}/call`, token)).status).toBe(401);
    for (const id of [randomUUID(), 'not-a-dispute']) {
      const missing = await get(`/admin/disputes/${id}/call`, admin);
      expect([missing.status, missing.body.message]).toEqual([404, 'Dispute not found']);
    }
  });
});
