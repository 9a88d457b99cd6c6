import { WithdrawalTexts } from '@helpwire/contracts';
import { randomUUID } from 'node:crypto';
import { apiOf } from './accounts';
import { signedInOf } from './signed-in';
import { startStack, type Stack } from './stack';
import { BANK_DETAILS, withdrawalHelpersOf } from './withdrawal-helpers';

/** Spec §7 "Withdrawals" over the real gateway: bank details, the wallet, withdrawals and the admin's review (decision 0032). */
describe('helper bank details and withdrawals API', () => {
  let stack: Stack;
  let admin = '';
  const { post, put, get } = apiOf(() => stack);
  const accounts = signedInOf(() => stack);
  const helpers = withdrawalHelpersOf(() => stack);
  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_PER_MINUTE: '5000', TRUST_PROXY: '1' });
    helpers.open();
    admin = await accounts.admin();
  }, 60_000);
  afterAll(async () => {
    helpers.close();
    await stack.stop();
  });
  const ask = (amount: number | string, extra: Record<string, unknown> = {}) => ({ amount, specialInstruction: 'Send to my salary account', ...extra });
  const wallet = async (token: string) => (await get('/withdraw/helper/wallet', token)).body.data;

  it('refuses every route without a session (401), and to a USER session with "Role not allowed"', async () => {
    const user = await accounts.verifiedUser();
    const routes: [string, 'GET' | 'POST' | 'PUT', unknown][] = [
      ['/helpers/account-details', 'GET', undefined],
      ['/helpers/account-details/add', 'POST', BANK_DETAILS],
      ['/helpers/account-details/update', 'PUT', BANK_DETAILS],
      ['/helpers/account-details/update', 'POST', BANK_DETAILS],
      ['/withdraw/helper/create', 'POST', ask(5)],
      ['/withdraw/helper/get-all', 'GET', undefined],
      ['/withdraw/get?id=3f1d9a9e-0000-4000-8000-000000000000', 'GET', undefined],
      ['/withdraw/helper/wallet', 'GET', undefined],
    ];
    for (const [path, method, json] of routes) {
      const send = (token?: string) => (method === 'GET' ? get(path, token) : method === 'PUT' ? put(path, json, token) : post(path, json, token));
      expect({ path, method, status: (await send()).status }).toEqual({ path, method, status: 401 });
      const refused = await send(user.token);
      expect({ path, method, status: refused.status, code: refused.body.code, message: refused.body.message }).toEqual({
        path,
        method,
        status: 403,
        code: 'ROLE_NOT_ALLOWED',
        message: 'Role not allowed',
      });
    }
  });

  it('adds, reads and updates bank details, always with the account number masked; update before add fails with the spec text', async () => {
    const helper = await helpers.helper();
    expect(await get('/helpers/account-details', helper.token)).toMatchObject({ status: 200, body: { data: null } });
    expect(await put('/helpers/account-details/update', BANK_DETAILS, helper.token)).toMatchObject({
      status: 404,
      body: { code: 'PAYMENT_BANK_DETAILS_NOT_FOUND', message: 'Failed to update payment information' },
    });

    const added = await post('/helpers/account-details/add', { ...BANK_DETAILS, swiftCode: 'gulfaeadxxx' }, helper.token);
    const { accountNumber: _secret, ...shown } = BANK_DETAILS;
    expect(added).toMatchObject({
      status: 201,
      body: { message: WithdrawalTexts.paymentInformationAdded, data: { ...shown, accountNumberMasked: '****8901' } },
    });
    expect(JSON.stringify(added.body)).not.toContain(BANK_DETAILS.accountNumber);
    expect((await post('/helpers/account-details/add', BANK_DETAILS, helper.token)).body).toMatchObject({ code: 'PAYMENT_BANK_DETAILS_EXIST' });

    const updated = await put('/helpers/account-details/update', { ...BANK_DETAILS, bankName: 'Harbour Bank', accountNumber: '99887766' }, helper.token);
    expect(updated).toMatchObject({
      status: 200,
      body: { message: WithdrawalTexts.paymentInformationUpdated, data: { bankName: 'Harbour Bank', accountNumberMasked: '****7766' } },
    });
    const byPost = await post('/helpers/account-details/update', { ...BANK_DETAILS, branchName: 'Deira' }, helper.token);
    expect(byPost).toMatchObject({ status: 200, body: { data: { branchName: 'Deira', accountNumberMasked: '****8901' } } });
    expect((await get('/helpers/account-details', helper.token)).body.data).toEqual(byPost.body.data);
    // Another helper sees none of it.
    expect((await get('/helpers/account-details', (await helpers.helper()).token)).body.data).toBeNull();
  });

  it.each([
    ['accountNumber', '1234567', WithdrawalTexts.accountNumberFormat],
    ['accountNumber', '12345678901234567', WithdrawalTexts.accountNumberFormat],
    ['accountNumber', '', WithdrawalTexts.accountNumberRequired],
    ['routingNumber', '12345678', WithdrawalTexts.routingNumberFormat],
    ['routingNumber', '12345678a', WithdrawalTexts.routingNumberFormat],
    ['swiftCode', 'GULFAEADXX', 'Invalid SWIFT Code format'],
    ['swiftCode', 'GULF AEADXX', 'Invalid SWIFT Code format'],
    ['swiftCode', '', WithdrawalTexts.swiftCodeRequired],
    ['title', '', WithdrawalTexts.titleRequired],
    ['bankName', '', WithdrawalTexts.bankNameRequired],
    ['branchName', '', WithdrawalTexts.branchNameRequired],
    ['country', '', WithdrawalTexts.countryRequired],
  ])('refuses bank details with %s %p: "%s"', async (field, value, message) => {
    const helper = await helpers.helper();
    const refused = await post('/helpers/account-details/add', { ...BANK_DETAILS, [field]: value }, helper.token);
    expect({ status: refused.status, code: refused.body.code, message: refused.body.message }).toEqual({ status: 400, code: 'VALIDATION_FAILED', message });
    expect((await get('/helpers/account-details', helper.token)).body.data).toBeNull();
  });

  it('a withdrawal holds the amount, shows in the history as PENDING, and the admin approves it (SUCCESS, the transaction id; the money leaves once)', async () => {
    const helper = await helpers.fundedHelper(5_000n);
    expect(await wallet(helper.token)).toEqual({ availableCents: 5_000, pendingCents: 0, inWithdrawalCents: 0 });
    const created = await post('/withdraw/helper/create', ask('12.50'), helper.token);
    expect(created).toMatchObject({
      status: 201,
      body: {
        message: WithdrawalTexts.withdrawalCreated,
        data: {
          amountCents: 1_250,
          previousWalletAmountCents: 5_000,
          specialInstruction: 'Send to my salary account',
          status: 'PENDING',
          approvedBy: null,
          transactionId: null,
          payoutMethod: 'MANUAL_BANK_TRANSFER',
        },
      },
    });
    const id = created.body.data.id as string;
    expect(await wallet(helper.token)).toEqual({ availableCents: 3_750, pendingCents: 0, inWithdrawalCents: 1_250 });
    expect(await get('/withdraw/helper/get-all', helper.token)).toMatchObject({
      status: 200,
      body: { data: [{ id, status: 'PENDING' }], meta: { currentPage: 1, lastPage: 1, total: 1 } },
    });
    expect((await get('/withdraw/helper/get-all?status=SUCCESS', helper.token)).body.data).toEqual([]);
    expect((await get(`/admin/withdrawals?limit=100`, admin)).body.data.map((w: { id: string }) => w.id)).toContain(id);

    // The admin looks into it first: IN_REVIEW, the helper sees it so, the amount still held.
    expect(await post('/admin/withdrawals/review', { id }, admin)).toMatchObject({
      status: 200,
      body: { message: WithdrawalTexts.withdrawalInReview, data: { id, status: 'IN_REVIEW' } },
    });
    expect((await get(`/withdraw/get?id=${id}`, helper.token)).body.data).toMatchObject({ status: 'IN_REVIEW' });
    expect(await wallet(helper.token)).toEqual({ availableCents: 3_750, pendingCents: 0, inWithdrawalCents: 1_250 });
    expect((await post('/admin/withdrawals/review', { id }, helper.token)).status).toBe(403);
    const approved = await post('/admin/withdrawals/approve', { id, transactionId: 'BANK-TX-77' }, admin);
    expect(approved).toMatchObject({
      status: 200,
      body: {
        message: WithdrawalTexts.withdrawalApproved,
        data: { id, helperId: helper.id, status: 'SUCCESS', transactionId: 'BANK-TX-77', approvedBy: expect.any(String) },
      },
    });
    expect(await post('/admin/withdrawals/approve', { id, transactionId: 'BANK-TX-77' }, admin)).toMatchObject({
      status: 200,
      body: { data: approved.body.data },
    });
    expect(await post('/admin/withdrawals/reject', { id }, admin)).toMatchObject({ status: 422, body: { code: 'PAYMENT_WITHDRAWAL_ALREADY_DECIDED' } });
    expect(await wallet(helper.token)).toEqual({ availableCents: 3_750, pendingCents: 0, inWithdrawalCents: 0 });
    expect((await get(`/withdraw/get?id=${id}`, helper.token)).body.data).toMatchObject({ id, status: 'SUCCESS', transactionId: 'BANK-TX-77' });
    expect((await get('/withdraw/helper/get-all?status=SUCCESS', helper.token)).body.data.map((w: { id: string }) => w.id)).toEqual([id]);
  });

  it('the admin rejects: the amount goes back to available, once', async () => {
    const helper = await helpers.fundedHelper(3_000n);
    const id = (await post('/withdraw/helper/create', ask(20), helper.token)).body.data.id as string;
    const rejected = await post('/admin/withdrawals/reject', { id, reason: 'The name does not match' }, admin);
    expect(rejected).toMatchObject({
      status: 200,
      body: { message: WithdrawalTexts.withdrawalRejected, data: { status: 'REJECTED', rejectionReason: 'The name does not match' } },
    });
    expect((await post('/admin/withdrawals/reject', { id }, admin)).status).toBe(200);
    expect(await wallet(helper.token)).toEqual({ availableCents: 3_000, pendingCents: 0, inWithdrawalCents: 0 });
    expect(await post('/admin/withdrawals/approve', { id, transactionId: 'TX' }, admin)).toMatchObject({
      status: 422,
      body: { code: 'PAYMENT_WITHDRAWAL_ALREADY_DECIDED', message: WithdrawalTexts.alreadyDecided },
    });
  });

  it('only admins review: a helper is refused, and an unknown id is "Withdraw Request Not found."', async () => {
    const helper = await helpers.fundedHelper(1_000n);
    const id = (await post('/withdraw/helper/create', ask(1), helper.token)).body.data.id as string;
    for (const [path, body] of [
      ['/admin/withdrawals/approve', { id, transactionId: 'TX' }],
      ['/admin/withdrawals/reject', { id }],
    ] as const) {
      expect(await post(path, body, helper.token)).toMatchObject({ status: 403, body: { code: 'ROLE_NOT_ALLOWED', message: 'Only an admin can do this' } });
    }
    expect((await get('/admin/withdrawals', helper.token)).status).toBe(403);
    expect(await post('/admin/withdrawals/approve', { id: randomUUID(), transactionId: 'TX' }, admin)).toMatchObject({
      status: 404,
      body: { message: 'Withdraw Request Not found.' },
    });
    expect(await post('/admin/withdrawals/approve', { id }, admin)).toMatchObject({ status: 400, body: { message: WithdrawalTexts.transactionIdRequired } });
  });

  it.each([
    [ask(0.99), WithdrawalTexts.amountMinimum],
    [ask('0'), WithdrawalTexts.amountMinimum],
    [ask('abc'), WithdrawalTexts.amountFormat],
    [ask('1.001'), WithdrawalTexts.amountFormat],
    [ask(-5), WithdrawalTexts.amountFormat],
    [{ specialInstruction: 'x' }, WithdrawalTexts.amountRequired],
    [ask(5, { specialInstruction: '  ' }), WithdrawalTexts.instructionRequired],
    [ask(5, { requestId: 'nope' }), WithdrawalTexts.requestIdInvalid],
  ])('refuses the withdrawal %j: "%s", holding nothing', async (body, message) => {
    const helper = await helpers.fundedHelper(1_000n);
    expect(await post('/withdraw/helper/create', body, helper.token)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message } });
    expect(await wallet(helper.token)).toEqual({ availableCents: 1_000, pendingCents: 0, inWithdrawalCents: 0 });
  });

  it('refuses more than is available, and a helper without bank details', async () => {
    const helper = await helpers.fundedHelper(1_000n);
    expect(await post('/withdraw/helper/create', ask('10.01'), helper.token)).toMatchObject({
      status: 422,
      body: { code: 'PAYMENT_WITHDRAWAL_EXCEEDS_AVAILABLE', message: WithdrawalTexts.amountExceedsAvailable },
    });
    const noBank = await helpers.helper();
    await helpers.earn(noBank.id, 1_000n);
    expect(await post('/withdraw/helper/create', ask(5), noBank.token)).toMatchObject({
      status: 422,
      body: { code: 'PAYMENT_BANK_DETAILS_REQUIRED', message: WithdrawalTexts.bankDetailsRequired },
    });
    expect(await wallet(noBank.token)).toEqual({ availableCents: 1_000, pendingCents: 0, inWithdrawalCents: 0 });
  });

  it('a retried create (same requestId) changes nothing twice; parallel creates cannot overdraw', async () => {
    const helper = await helpers.fundedHelper(10_000n);
    const requestId = randomUUID();
    const first = await post('/withdraw/helper/create', ask(30, { requestId }), helper.token);
    const again = await post('/withdraw/helper/create', ask(30, { requestId }), helper.token);
    expect(again.body.data).toEqual(first.body.data);
    expect(await wallet(helper.token)).toEqual({ availableCents: 7_000, pendingCents: 0, inWithdrawalCents: 3_000 });
    expect(await post('/withdraw/helper/create', ask(31, { requestId }), helper.token)).toMatchObject({
      status: 409,
      body: { code: 'PAYMENT_WITHDRAWAL_REQUEST_REUSED' },
    });

    const parallel = await Promise.all(Array.from({ length: 6 }, () => post('/withdraw/helper/create', ask(25), helper.token)));
    expect(parallel.map((r) => r.status).sort()).toEqual([201, 201, 422, 422, 422, 422]);
    expect(parallel.filter((r) => r.status === 422).map((r) => r.body.code)).toEqual(Array(4).fill('PAYMENT_WITHDRAWAL_EXCEEDS_AVAILABLE'));
    expect(await wallet(helper.token)).toEqual({ availableCents: 2_000, pendingCents: 0, inWithdrawalCents: 8_000 });
    expect((await get('/withdraw/helper/get-all?limit=2&page=2', helper.token)).body).toMatchObject({
      data: [{}],
      meta: { currentPage: 2, lastPage: 2, total: 3 },
    });
  });

  it('a helper reads only their own withdrawals: another helper gets "Withdraw Request Not found."', async () => {
    const owner = await helpers.fundedHelper(1_000n);
    const id = (await post('/withdraw/helper/create', ask(2), owner.token)).body.data.id as string;
    const other = await helpers.fundedHelper(0n);
    for (const path of [`/withdraw/get?id=${id}`, `/withdraw/get?id=${randomUUID()}`, '/withdraw/get?id=not-an-id']) {
      expect(await get(path, other.token)).toMatchObject({
        status: 404,
        body: { code: 'PAYMENT_WITHDRAWAL_NOT_FOUND', message: 'Withdraw Request Not found.' },
      });
    }
    expect((await get('/withdraw/helper/get-all', other.token)).body.data).toEqual([]);
    expect((await get(`/withdraw/get?id=${id}`, owner.token)).body.data.id).toBe(id);
  });
});
