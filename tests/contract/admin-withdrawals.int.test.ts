import { PayoutReviewTexts, type AuditEntry } from '@helpwire/contracts';
import { waitFor } from '@helpwire/service-kit/testing';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { apiOf, uniqueIds } from './accounts';
import { signedInOf } from './signed-in';
import { startStack, TEST_JWT_SECRET, type Stack } from './stack';
import { BANK_DETAILS, withdrawalHelpersOf } from './withdrawal-helpers';

/**
 * The console's withdrawals page (issue 24 item 4, decision 0070) over the real gateway: the queue
 * with helpers' names, one withdrawal's detail (balance, masked bank details, payouts), the audited
 * reveal of the full bank details and the bank's CSV of the approved batch; admins only.
 */
describe("the admin's withdrawals and payouts", () => {
  let stack: Stack;
  let admin = '';
  const unique = uniqueIds();
  const { get, post } = apiOf(() => stack);
  const accounts = signedInOf(() => stack, unique);
  const helpers = withdrawalHelpersOf(() => stack, unique);
  const FULL = BANK_DETAILS.accountNumber.replace(/[\s-]/g, '');

  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_PER_MINUTE: '5000', TRUST_PROXY: '1' });
    helpers.open();
    admin = await accounts.admin();
  }, 120_000);
  afterAll(async () => {
    helpers.close();
    await stack.stop();
  });

  /** A funded helper's withdrawal of `cents`. */
  async function withdrawal(cents: number): Promise<{ id: string; helper: { id: string; token: string } }> {
    const helper = await helpers.fundedHelper(BigInt(cents) + 1000n);
    const made = await post(
      '/withdraw/helper/create',
      { amount: (cents / 100).toFixed(2), specialInstruction: '=HYPERLINK("x"), my salary account' },
      helper.token,
    );
    expect(made.status).toBe(201);
    return { id: made.body.data.id as string, helper };
  }
  const auditAbout = (objectId: string, action: string, count = 1) =>
    waitFor(async () => {
      const entries = (await get(`/admin/audit?${new URLSearchParams({ objectId, action })}`, admin)).body.data as AuditEntry[];
      return entries.length >= count ? entries : undefined;
    }, 10_000) as Promise<AuditEntry[]>;

  it('lists with names, details with balance and masked bank details (never the full number), and pays once however often approved', async () => {
    const { id, helper } = await withdrawal(2550);
    const list = await get('/admin/withdrawals?limit=100', admin);
    expect(list.status).toBe(200);
    const row = (list.body.data as { id: string; helperName: string; helperEmail: string; amountCents: number }[]).find((w) => w.id === id);
    expect(row).toMatchObject({ helperName: 'Sami Helper', amountCents: 2550, status: 'PENDING' });
    expect(row!.helperEmail).toContain('@');
    expect(JSON.stringify(list.body)).not.toContain(FULL);

    const detail = await get(`/admin/withdrawals/get?id=${id}`, admin);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      withdrawal: { id, helperId: helper.id, helperName: 'Sami Helper', status: 'PENDING' },
      bankDetails: { accountName: BANK_DETAILS.accountName, bankName: BANK_DETAILS.bankName, accountNumberMasked: `****${FULL.slice(-4)}` },
      balance: { earnedCents: 3550, withdrawnCents: 0, availableCents: 1000, inWithdrawalCents: 2550, pendingCents: 0 },
      history: [{ id, status: 'PENDING' }],
    });
    expect(JSON.stringify(detail.body)).not.toContain(FULL);
    expect((await get(`/admin/withdrawals/get?id=${randomUUID()}`, admin)).body.message).toBe('Withdraw Request Not found.');

    // Approve for payment, then mark paid twice with the same reference: one payout.
    expect((await post('/admin/withdrawals/review', { id }, admin)).status).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await post('/admin/withdrawals/approve', { id, transactionId: 'BANK-REF-1' }, admin)).status).toBe(200);
    const paid = (await get(`/admin/withdrawals/get?id=${id}`, admin)).body.data;
    expect(paid).toMatchObject({
      withdrawal: { status: 'SUCCESS', transactionId: 'BANK-REF-1' },
      balance: { withdrawnCents: 2550, inWithdrawalCents: 0, earnedCents: 3550 },
    });
    expect((await get('/withdraw/helper/wallet', helper.token)).body.data).toMatchObject({ availableCents: 1000, inWithdrawalCents: 0 });
    expect(await auditAbout(id, 'withdrawal.approve')).toHaveLength(1);
  });

  it('reveals the full bank details only with a reason, which is in the audit log', async () => {
    const { id, helper } = await withdrawal(1200);
    expect(await post('/admin/withdrawals/reveal-bank-details', { id }, admin)).toMatchObject({
      status: 400,
      body: { message: PayoutReviewTexts.revealReasonRequired },
    });
    expect(await post('/admin/withdrawals/reveal-bank-details', { id, reason: '   ' }, admin)).toMatchObject({ status: 400 });
    const revealed = await post('/admin/withdrawals/reveal-bank-details', { id, reason: 'The bank bounced the transfer' }, admin);
    expect(revealed.status).toBe(200);
    expect(revealed.body.data).toMatchObject({ accountNumber: FULL, routingNumber: BANK_DETAILS.routingNumber, accountName: BANK_DETAILS.accountName });
    const [entry] = await auditAbout(id, 'withdrawal.bank_details.reveal');
    expect(entry).toMatchObject({ objectType: 'withdrawal', objectId: id, reason: 'The bank bounced the transfer', service: 'payment' });
    expect(entry!.after).toMatchObject({ helperId: helper.id, accountNumberLast4: FULL.slice(-4) });
    expect(JSON.stringify(entry)).not.toContain(FULL);
  });

  it("exports the approved batch as the bank's CSV with full details, each withdrawal audited with the reason", async () => {
    const approvedOne = await withdrawal(4005);
    const pendingOne = await withdrawal(700);
    expect((await post('/admin/withdrawals/review', { id: approvedOne.id }, admin)).status).toBe(200);
    expect(await post('/admin/withdrawals/export', {}, admin)).toMatchObject({ status: 400, body: { message: PayoutReviewTexts.revealReasonRequired } });
    const batch = await post('/admin/withdrawals/export', { reason: 'Payment run of the day' }, admin);
    expect(batch.status).toBe(200);
    const { csv, fileName, count, totalCents } = batch.body.data as { csv: string; fileName: string; count: number; totalCents: number };
    expect(fileName).toMatch(/^helpwire-payouts-\d{8}-\d{4}\.csv$/);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'withdrawal_id,helper_id,account_name,account_number,bank_name,branch_name,routing_number,swift_code,country,amount,currency,requested_at,reference,special_instruction',
    );
    const line = lines.find((l) => l.startsWith(approvedOne.id));
    expect(line).toContain(`,${approvedOne.helper.id},${BANK_DETAILS.accountName},${FULL},`);
    expect(line).toContain(',40.05,USD,');
    // A helper's instruction never runs as a spreadsheet formula.
    expect(line!.endsWith(`"'=HYPERLINK(""x""), my salary account"`)).toBe(true);
    expect(csv).not.toContain(pendingOne.id);
    expect(count).toBe(lines.filter((l) => l && !l.startsWith('withdrawal_id')).length);
    expect(totalCents).toBeGreaterThanOrEqual(4005);
    const [entry] = await auditAbout(approvedOne.id, 'withdrawal.bank_details.export');
    expect(entry).toMatchObject({ objectType: 'withdrawal', reason: 'Payment run of the day' });
  });

  it('refuses users, helpers, visitors and a token whose role claim was altered', async () => {
    const { id } = await withdrawal(300);
    const user = await accounts.verifiedUser();
    const helper = await helpers.helper();
    const routes: [string, 'GET' | 'POST', unknown][] = [
      ['/admin/withdrawals', 'GET', undefined],
      [`/admin/withdrawals/get?id=${id}`, 'GET', undefined],
      ['/admin/withdrawals/reveal-bank-details', 'POST', { id, reason: 'curious' }],
      ['/admin/withdrawals/export', 'POST', { reason: 'curious' }],
    ];
    const [header, payload, signature] = user.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const altered = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN' })).toString('base64url')}.${signature}`;
    const resigned = await new SignJWT({ ...claims, role: 'ADMIN' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(TEST_JWT_SECRET));
    for (const [path, method, json] of routes) {
      const send = (token?: string) => (method === 'GET' ? get(path, token) : post(path, json, token));
      for (const token of [user.token, helper.token]) {
        const refused = await send(token);
        expect({ path, status: refused.status, code: refused.body.code }).toEqual({ path, status: 403, code: 'ROLE_NOT_ALLOWED' });
        expect(JSON.stringify(refused.body)).not.toContain(FULL);
      }
      for (const token of [undefined, altered, resigned]) expect({ path, status: (await send(token)).status }).toEqual({ path, status: 401 });
    }
    // Nothing refused was recorded as a reveal.
    expect((await get(`/admin/audit?${new URLSearchParams({ objectId: id, action: 'withdrawal.bank_details.reveal' })}`, admin)).body.data).toEqual([]);
  });
});
