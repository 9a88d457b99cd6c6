import { paymentDepsOn, releaseEarningsAt, seedChargedCall } from '@helpwire/payment/testing';
import { startStaleUploadCleanup } from '@helpwire/auth';
import { silentLogger } from '@helpwire/service-kit/testing';
import { sql } from 'drizzle-orm';
import { apiOf, uniqueIds } from './accounts';
import { tinyPdf, tinyPng, upload } from './files';
import { matchingAccountsOf } from './matching-accounts';
import { signedInOf } from './signed-in';
import { startStack, type Stack } from './stack';

/**
 * Disputes through the gateway (issue 13; spec §5 Dispute, §7 /dispute/*, §8 texts): a party of a
 * charged call opens one with an attachment, each side lists and reads its own, an admin reviews
 * and refunds it in full (back to the sandbox card and out of the ledger); strangers and the wrong
 * role are refused with the spec's texts.
 */
describe('disputes, through the gateway', () => {
  let stack: Stack;
  const unique = uniqueIds();
  const { get, post } = apiOf(() => stack);
  const m = matchingAccountsOf(() => stack, unique);
  let user: { id: string; token: string };
  let stranger: { id: string; token: string };
  let helper: { id: string; token: string };
  let admin: string;
  /** A helper with no other call, whose wallet shows one call's earnings. */
  let owed: { id: string; token: string };
  const charged = async (priceMinor = 1000n) =>
    (await seedChargedCall(paymentDepsOn(stack.database.db), { userId: user.id, helperId: helper.id, priceMinor })).callId;
  const attachment = async (token: string, content = tinyPng(), name = 'screen.png', type = 'image/png') =>
    upload(stack.base, { content, name, type, purpose: 'DISPUTE', token });
  const body = (callId: string, extra: Record<string, unknown> = {}) => ({
    callId,
    reason: 'Helper left early',
    description: 'The helper left after two minutes.',
    resolution: 'FULL_REFUND',
    ...extra,
  });

  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
    await m.open();
    user = await m.user();
    stranger = await m.user();
    helper = await m.onlineHelper({ first: 'Hadi', gender: 'Male' }, { latitude: 25.21, longitude: 55.27 });
    admin = await signedInOf(() => stack, unique).admin();
    owed = await m.onlineHelper({ first: 'Omar', gender: 'Male' }, { latitude: 25.2, longitude: 55.3 });
  }, 120_000);

  afterAll(async () => {
    m.close();
    await stack?.stop();
  });

  it('uploads dispute evidence: an image or a PDF up to 25 MB, only when signed in', async () => {
    expect((await attachment(user.token)).status).toBe(201);
    expect((await attachment(user.token, tinyPdf(), 'receipt.pdf', 'application/pdf')).body.data).toMatchObject({
      purpose: 'DISPUTE',
      mimeType: 'application/pdf',
    });
    const text = await attachment(user.token, Buffer.from('just some words'), 'notes.txt', 'text/plain');
    expect([text.status, text.body.message]).toEqual([400, 'The attachment must be a JPEG, PNG or WebP image, or a PDF']);
    const big = await attachment(user.token, Buffer.concat([tinyPdf(), Buffer.alloc(25 * 1024 * 1024)]), 'big.pdf', 'application/pdf');
    expect([big.status, big.body.message]).toEqual([413, 'The attachment must be at most 25 MB']);
    const visitor = await upload(stack.base, { content: tinyPng(), name: 'screen.png', type: 'image/png', purpose: 'DISPUTE' });
    expect([visitor.status, visitor.body.message]).toEqual([400, 'Sign in to attach a file to a dispute']);
  });

  it('the user opens a dispute with an attachment; one open dispute per call; the rule texts of spec §5', async () => {
    const callId = await charged();
    const file = (await attachment(user.token)).body.data;
    const created = await post('/dispute/create', body(callId, { attachment: file.id }), user.token);
    expect([created.status, created.body.message]).toEqual([201, 'Dispute submitted successfully']);
    expect(created.body.data).toEqual({
      id: expect.any(String),
      callId,
      openedBy: 'USER',
      reason: 'Helper left early',
      description: 'The helper left after two minutes.',
      resolution: 'FULL_REFUND',
      status: 'PENDING',
      attachment: { id: file.id, name: 'screen.png', mimeType: 'image/png', size: file.size, url: `/api/v1/files/${file.id}` },
      adminResolution: null,
      adminAttachment: null,
      refundedAmountCents: null,
      compensationCents: null,
      note: null,
      callPriceCents: 1000,
      createdAt: expect.any(String),
      resolvedAt: null,
    });
    const again = await post('/dispute/create', body(callId), helper.token);
    expect([again.status, again.body.code, again.body.message]).toEqual([409, 'DISPUTE_ALREADY_OPEN', 'This call already has an open dispute']);
    const empty = await post('/dispute/create', { callId }, user.token);
    expect([empty.status, empty.body.message]).toEqual([400, ['Reason is required', 'Description is required', 'Resolution is required']]);
    const badResolution = await post('/dispute/create', body(callId, { resolution: 'MONEY_BACK' }), user.token);
    expect([badResolution.status, badResolution.body.message]).toEqual([400, 'Resolution is required']);
    // A user asks for a refund; warnings, bans and compensation are the admin's to decide.
    const fresh = await charged();
    for (const resolution of ['USER_WARNING', 'USER_BAN', 'COMPENSATION']) {
      const refused = await post('/dispute/create', body(fresh, { resolution }), user.token);
      expect([refused.status, refused.body.code, refused.body.message]).toEqual([
        400,
        'DISPUTE_RESOLUTION_NOT_REQUESTABLE',
        'Ask for a full or a partial refund',
      ]);
    }
    expect((await get('/dispute/user', user.token)).body.data.filter((d: { callId: string }) => d.callId === fresh)).toEqual([]);
    const partial = await post('/dispute/create', body(fresh, { resolution: 'PARTIAL_REFUND' }), user.token);
    expect([partial.status, partial.body.data.resolution]).toEqual([201, 'PARTIAL_REFUND']);
  });

  it("refuses another account's call or file, a document as evidence, an admin or a visitor", async () => {
    const callId = await charged();
    const notYours = await post('/dispute/create', body(callId), stranger.token);
    expect([notYours.status, notYours.body.code, notYours.body.message]).toEqual([
      400,
      'DISPUTE_CALL_NOT_DISPUTABLE',
      'Only a charged call of yours can be disputed',
    ]);
    const othersFile = (await attachment(stranger.token)).body.data.id;
    const document = (await upload(stack.base, { content: tinyPdf(), name: 'cv.pdf', purpose: 'DOCUMENT', token: user.token })).body.data.id;
    for (const id of [othersFile, document, '00000000-0000-4000-8000-000000000000']) {
      const refused = await post('/dispute/create', body(callId, { attachment: id }), user.token);
      expect([refused.status, refused.body.code, refused.body.message]).toEqual([
        400,
        'DISPUTE_ATTACHMENT_NOT_USABLE',
        'The attachment must be a dispute file you uploaded',
      ]);
    }
    expect((await post('/dispute/create', body(callId), admin)).body.message).toBe('Role not allowed');
    expect((await post('/dispute/create', body(callId))).status).toBe(401);
  });

  it("each side lists and reads its own; another user's dispute is not found; a HELPER cannot use the user route", async () => {
    const fresh = await m.user();
    const none = await get('/dispute/user', fresh.token);
    expect([none.status, none.body.data, none.body.meta]).toEqual([200, [], { currentPage: 1, lastPage: 1, total: 0 }]);
    const first = (await post('/dispute/create', body(await charged()), user.token)).body.data;
    const second = (await post('/dispute/create', body(await charged(), { resolution: 'USER_WARNING' }), helper.token)).body.data;
    const mine = await get('/dispute/user?page=1&limit=2', user.token);
    expect(mine.body.data.map((d: { id: string }) => d.id)).toEqual([second.id, first.id]);
    expect(mine.body.meta).toMatchObject({ currentPage: 1, lastPage: expect.any(Number) });
    expect((await get('/dispute/helper?limit=2', helper.token)).body.data.map((d: { id: string }) => d.id)).toEqual([second.id, first.id]);
    expect((await get(`/dispute/user/${first.id}`, user.token)).body.data.id).toBe(first.id);
    expect((await get(`/dispute/helper/${second.id}`, helper.token)).body.data).toMatchObject({
      id: second.id,
      openedBy: 'HELPER',
      resolution: 'USER_WARNING',
    });
    for (const path of [`/dispute/user/${first.id}`, '/dispute/user/not-an-id']) {
      const hidden = await get(path, stranger.token);
      expect([hidden.status, hidden.body.code, hidden.body.message]).toEqual([404, 'DISPUTE_NOT_FOUND', 'Dispute not found']);
    }
    expect((await get('/dispute/user', stranger.token)).body.data.map((d: { id: string }) => d.id)).not.toContain(first.id);
    for (const path of ['/dispute/user', `/dispute/user/${first.id}`]) {
      const wrongRole = await get(path, helper.token);
      expect([wrongRole.status, wrongRole.body.code, wrongRole.body.message]).toEqual([403, 'ROLE_NOT_ALLOWED', 'Role not allowed']);
    }
    expect((await get('/dispute/helper', user.token)).body.message).toBe('Role not allowed');
  });

  it('an admin reviews it and refunds it in full: RESOLVED with the refunded amount for both sides; a retry changes nothing', async () => {
    const callId = await charged(1250n);
    const opened = (await post('/dispute/create', body(callId), user.token)).body.data;
    expect((await post(`/admin/disputes/${opened.id}/review`, {}, user.token)).body.message).toBe('Only an admin can do this');
    // While the dispute is open, the call's transaction is IN_REVIEW on both sides (spec §4).
    const status = async (token: string) => (await get(`/transaction/call-charge?callId=${callId}`, token)).body.data.transaction.status as string;
    expect([await status(user.token), await status(helper.token)]).toEqual(['IN_REVIEW', 'IN_REVIEW']);
    const reviewed = await post(`/admin/disputes/${opened.id}/review`, {}, admin);
    expect([reviewed.status, reviewed.body.data.status, reviewed.body.message]).toEqual([200, 'IN_REVIEW', 'The dispute is now in review']);
    expect((await get(`/dispute/helper/${opened.id}`, helper.token)).body.data.status).toBe('IN_REVIEW');
    const listed = await get('/admin/disputes?status=IN_REVIEW', admin);
    expect(listed.body.data.map((d: { id: string }) => d.id)).toContain(opened.id);
    const tooMuch = await post(`/admin/disputes/${opened.id}/resolve`, { resolution: 'PARTIAL_REFUND', amountCents: 1251 }, admin);
    expect([tooMuch.status, tooMuch.body.code, tooMuch.body.message]).toEqual([
      400,
      'DISPUTE_REFUND_TOO_LARGE',
      'The refund cannot be more than the call\u2019s price',
    ]);
    const adminFile = (await attachment(admin, tinyPdf(), 'decision.pdf', 'application/pdf')).body.data.id;
    const decision = { resolution: 'FULL_REFUND', note: 'The helper left early: refunded in full.', attachment: adminFile };
    const resolved = await post(`/admin/disputes/${opened.id}/resolve`, decision, admin);
    expect([resolved.status, resolved.body.message]).toEqual([200, 'The dispute is resolved']);
    expect(resolved.body.data).toMatchObject({
      status: 'RESOLVED',
      adminResolution: 'FULL_REFUND',
      refundedAmountCents: 1250,
      note: decision.note,
      adminAttachment: { id: adminFile, name: 'decision.pdf' },
      resolvedAt: expect.any(String),
    });
    const retried = await post(`/admin/disputes/${opened.id}/resolve`, decision, admin);
    expect(retried.body.data).toEqual(resolved.body.data);
    const different = await post(`/admin/disputes/${opened.id}/resolve`, { resolution: 'COMPENSATION', amountCents: 100 }, admin);
    expect([different.status, different.body.code, different.body.message]).toEqual([422, 'DISPUTE_ALREADY_RESOLVED', 'This dispute is already resolved']);
    for (const [path, token] of [
      [`/dispute/user/${opened.id}`, user.token],
      [`/dispute/helper/${opened.id}`, helper.token],
    ] as const) {
      expect((await get(path, token)).body.data).toMatchObject({ status: 'RESOLVED', refundedAmountCents: 1250 });
    }
    // Decided: the user's paid call is RESOLVED, and is found by that status; the helper's share, still within its 72 hours, stays PENDING.
    expect([await status(user.token), await status(helper.token)]).toEqual(['RESOLVED', 'PENDING']);
    const resolvedRows = (await get('/transaction/all?status=RESOLVED', user.token)).body.data.transactions as { callId: string }[];
    expect(resolvedRows.map((t) => t.callId)).toContain(callId);
    const transfers = (await stack.database.db.execute(
      sql`select id, kind, amount_minor as amount from payment.ledger_transfers where id like ${`${opened.id}:%`} order by id`,
    )) as unknown as { rows: { id: string; kind: string; amount: string }[] };
    expect(transfers.rows.map((r) => [r.id, r.kind, String(r.amount)])).toEqual([
      [`${opened.id}:refund:helper`, 'REFUND', '1000'],
      [`${opened.id}:refund:platform`, 'REFUND', '250'],
    ]);
  });

  it("a partial refund of a call that went on the tab: its row, the tab and the helper's earnings tell one story (issue 21, item 18)", async () => {
    const payer = await m.user();
    const earner = await m.onlineHelper({ first: 'Sami', gender: 'Male' }, { latitude: 25.22, longitude: 55.28 });
    const { callId, shareMinor } = await seedChargedCall(paymentDepsOn(stack.database.db), {
      userId: payer.id,
      helperId: earner.id,
      priceMinor: 180n,
      capturedMinor: 0n,
    });
    const line = async (token: string) =>
      (await get(`/transaction/call-charge?callId=${callId}`, token)).body.data.transaction as { amountCents: string; payBy: string; status: string };
    const owed = async () => (await get('/payment/tab', payer.token)).body.data.owedCents as string;
    const earnedInAll = async () => BigInt((await get('/helpers/totalEarnings', earner.token)).body.data.totalEarnedCents as string);
    expect(await line(payer.token)).toMatchObject({ amountCents: '180', payBy: 'TAB', status: 'PENDING' });
    expect(await owed()).toBe('180');
    expect(await earnedInAll()).toBe(shareMinor);

    const opened = (await post('/dispute/create', body(callId, { resolution: 'PARTIAL_REFUND' }), payer.token)).body.data;
    const resolved = await post(
      `/admin/disputes/${opened.id}/resolve`,
      { resolution: 'PARTIAL_REFUND', amountCents: 90, note: 'Half of the call was lost.' },
      admin,
    );
    expect([resolved.status, resolved.body.data.refundedAmountCents]).toEqual([200, 90]);

    // Nothing was charged to the card: the refund came off the tab, and the call's row says what it now costs, still on the tab.
    expect(await owed()).toBe('90');
    expect(await line(payer.token)).toMatchObject({ amountCents: '90', payBy: 'TAB', status: 'PENDING' });
    const all = (await get('/transaction/all', payer.token)).body.data.transactions as { callId: string; amountCents: string }[];
    expect(all.find((t) => t.callId === callId)?.amountCents).toBe('90');
    // The helper gave back their part: their row and "Earned in all" are net of it, the same figure.
    const kept = BigInt((await line(earner.token)).amountCents);
    expect(kept).toBeLessThan(shareMinor);
    expect(kept).toBeGreaterThan(0n);
    expect(await earnedInAll()).toBe(kept);
  });

  it('a compensation above the price, or one the ledger cannot pay, decides nothing; a valid one resolves it and the earnings leave pending', async () => {
    const wallet = async () => (await get('/withdraw/helper/wallet', owed.token)).body.data;
    // A large call: its commission is most of the platform's revenue in this database, so a compensation
    // within the price can still be more than the platform holds.
    const { callId, shareMinor } = await seedChargedCall(paymentDepsOn(stack.database.db), { userId: user.id, helperId: owed.id, priceMinor: 200_000n });
    const opened = (await post('/dispute/create', body(callId, { resolution: 'COMPENSATION' }), owed.token)).body.data;
    expect(await wallet()).toMatchObject({ availableCents: 0, pendingCents: Number(shareMinor) });
    const resolve = (amountCents: number) =>
      post(`/admin/disputes/${opened.id}/resolve`, { resolution: 'COMPENSATION', amountCents, note: 'Paid for the time lost.' }, admin);

    const aboveThePrice = await resolve(200_001);
    expect([aboveThePrice.status, aboveThePrice.body.code, aboveThePrice.body.message]).toEqual([
      400,
      'DISPUTE_COMPENSATION_TOO_LARGE',
      'The compensation cannot be more than the call\u2019s price',
    ]);
    const notPayable = await resolve(190_000);
    expect([notPayable.status, notPayable.body.code, notPayable.body.message]).toEqual([
      422,
      'DISPUTE_COMPENSATION_NOT_PAYABLE',
      'The compensation could not be paid now, so nothing was decided. Try again or choose another resolution',
    ]);
    // Nothing was decided: the dispute is still open to a decision, not stuck on the refused one.
    expect((await get(`/dispute/helper/${opened.id}`, owed.token)).body.data).toMatchObject({
      status: 'PENDING',
      adminResolution: null,
      compensationCents: null,
    });

    const paid = await resolve(500);
    expect([paid.status, paid.body.message]).toEqual([200, 'The dispute is resolved']);
    expect(paid.body.data).toMatchObject({ status: 'RESOLVED', adminResolution: 'COMPENSATION', compensationCents: 500 });
    expect(await releaseEarningsAt(stack.database.url, new Date(Date.now() + 73 * 3600_000))).toBeGreaterThanOrEqual(1);
    expect(await wallet()).toMatchObject({ availableCents: Number(shareMinor) + 500, pendingCents: 0 });
  });

  it("keeps the dispute's and the admin's evidence when the stale-upload job runs a day later; an unused upload goes", async () => {
    const evidence = tinyPng();
    const userFile = (await attachment(user.token, evidence)).body.data.id;
    const unused = (await attachment(user.token)).body.data.id;
    const opened = (await post('/dispute/create', body(await charged(), { attachment: userFile }), user.token)).body.data;
    const adminFile = (await attachment(admin, tinyPdf(), 'decision.pdf', 'application/pdf')).body.data.id;
    const resolved = await post(`/admin/disputes/${opened.id}/resolve`, { resolution: 'USER_WARNING', note: 'Warned.', attachment: adminFile }, admin);
    expect([resolved.status, resolved.body.data.adminAttachment?.id]).toEqual([200, adminFile]);

    // The real clean-up job, as if 25 hours had passed (UNCLAIMED_UPLOAD_TTL_MS is 24 h).
    await startStaleUploadCleanup({ db: stack.database.db, files: stack.files, logger: silentLogger, now: () => Date.now() + 25 * 3600_000 }, 3600_000)();

    const download = async (url: string, token: string) => {
      const response = await fetch(`${stack.base}${url}`, { headers: { authorization: `Bearer ${token}` } });
      return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
    };
    const dispute = (await get(`/dispute/user/${opened.id}`, user.token)).body.data;
    expect(await download(dispute.attachment.url, user.token)).toEqual({ status: 200, bytes: evidence });
    expect(await download(dispute.attachment.url, admin)).toEqual({ status: 200, bytes: evidence });
    const decision = await download(dispute.adminAttachment.url, admin);
    expect([decision.status, decision.bytes]).toEqual([200, tinyPdf()]);
    expect((await download(`/api/v1/files/${unused}`, user.token)).status).toBe(404);
  });
});
