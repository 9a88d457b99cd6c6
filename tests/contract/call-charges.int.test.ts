import { TransactionTexts } from '@helpwire/contracts';
import { waitFor } from '@helpwire/service-kit/testing';
import type { Socket } from 'socket.io-client';
import { apiOf, uniqueIds } from './accounts';
import { matchingAccountsOf, TECH } from './matching-accounts';
import { withDefaultCard } from './paying-user';
import { connected, received } from './realtime-clients';
import { movedClock } from './moved-clock';
import { startStack, type Stack } from './stack';

/**
 * Money after the call (issue 13), through the gateway: a real call between two sockets, charged by
 * the payment service from helpwire.call.ended on JetStream (the hold placed by the call service
 * before ringing, on the sandbox card), then read back by each party: the user's transaction and
 * tab, the helper's earning, a stranger's nothing. Plus each route's validation texts and roles.
 */
describe('charging a call, through the gateway', () => {
  let stack: Stack;
  const sockets: Socket[] = [];
  const unique = uniqueIds();
  const { get, post } = apiOf(() => stack);
  const m = matchingAccountsOf(() => stack, unique);
  let helper: { id: string; token: string };
  const clock = movedClock();

  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
    await m.open();
    helper = await m.onlineHelper({ first: 'Hadi', gender: 'Male' }, { latitude: 25.21, longitude: 55.27 });
  }, 60_000);

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    m.close();
    await stack?.stop();
  });

  const open = async (token: string) => {
    const socket = await connected(stack.base, token);
    sockets.push(socket);
    return socket;
  };
  const heard = (socket: Socket, event: string, callId: string) =>
    ((received(socket).get(event) ?? []) as Record<string, unknown>[]).filter((p) => p.callId === callId);

  /** A user with a card calls; the helper accepts; both are together 1.5 s (on the moved clock); both leave. */
  async function shortCall() {
    const helperSocket = await open(helper.token);
    await waitFor(() => m.matchable(helper.id), 10_000);
    const user = await withDefaultCard(post, await m.user());
    const userSocket = await open(user.token);
    const ack = await userSocket.emitWithAck('call-helper', { categoryId: TECH });
    expect(ack).toMatchObject({ ok: true });
    const callId = ack.callId as string;
    await waitFor(() => heard(helperSocket, 'incomming-call', callId).length === 1, 10_000);
    expect(await helperSocket.emitWithAck('accept-user-call', { userId: user.id, categoryId: TECH })).toMatchObject({ ok: true, accepted: true });
    await userSocket.emitWithAck('join-meeting', { callId });
    await helperSocket.emitWithAck('join-meeting', { callId });
    clock.advance(1500);
    await post('/call/userLeaveCall', { callId }, user.token);
    expect((await post('/call/helperLeaveCall', { callId }, helper.token)).body.data).toMatchObject({ state: 'ENDED' });
    return { user, callId };
  }

  it('charges a short call $0.60 on the tab: the user sees it PENDING, the helper their 48¢, nobody else anything', async () => {
    const { user, callId } = await shortCall();
    await waitFor(async () => (await get(`/transaction/call-charge?callId=${callId}`, user.token)).body.data.transaction !== null, 15_000);

    const mine = await get(`/transaction/call-charge?callId=${callId}`, user.token);
    expect(mine.body.data.transaction).toMatchObject({
      id: callId,
      type: 'CALL',
      amountCents: '60',
      currency: 'USD',
      categoryId: TECH,
      payBy: 'TAB',
      status: 'PENDING',
      callId,
    });
    const earned = await get(`/transaction/call-charge?callId=${callId}`, helper.token);
    expect(earned.body.data.transaction).toMatchObject({ amountCents: '48', payBy: 'EARNING', status: 'PENDING' });

    const list = await get('/transaction/all?range=this_week', user.token);
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ total: 1, currentPage: 1, lastPage: 1, transactions: [expect.objectContaining({ id: callId, amountCents: '60' })] });
    // The totals of the range (a home's "this month"), whatever page is asked for.
    const seconds = list.body.data.transactions[0].billableSeconds;
    expect(seconds).toBeGreaterThan(0);
    expect(list.body.data.callTotals).toEqual({ amountCents: '60', calls: 1, billableSeconds: seconds });
    expect((await get('/transaction/all?range=this_week&page=2', user.token)).body.data).toMatchObject({
      transactions: [],
      total: 1,
      callTotals: { amountCents: '60', calls: 1, billableSeconds: seconds },
    });
    expect((await get('/transaction/all?status=SUCCESS', user.token)).body).toMatchObject({
      data: { total: 0, transactions: [] },
      message: TransactionTexts.noTransactions,
    });
    expect((await get('/transaction/all?range=last_year', user.token)).body.data.total).toBe(0);
    const helperList = await get('/transaction/all', helper.token);
    expect(helperList.body.data.transactions).toEqual(expect.arrayContaining([expect.objectContaining({ id: callId, amountCents: '48', payBy: 'EARNING' })]));

    const tab = await get('/payment/tab', user.token);
    expect(tab.body.data).toMatchObject({ owedCents: '60', currency: 'USD', blocked: false, failureCode: null });

    // Someone else: no transaction, no charge of this call.
    const stranger = await m.user();
    expect((await get(`/transaction/call-charge?callId=${callId}`, stranger.token)).body.data).toEqual({ transaction: null });
    expect((await get('/transaction/all', stranger.token)).body).toMatchObject({
      data: { total: 0, callTotals: { amountCents: '0', calls: 0, billableSeconds: 0 } },
      message: 'Transaction History Not found.',
    });

    // "Pay now" charges the tab to the card at once.
    const paid = await post('/payment/pay-tab', {}, user.token);
    expect(paid.body).toMatchObject({ data: { chargedCents: '60', tab: { owedCents: '0', blocked: false } }, message: TransactionTexts.tabPaid });
    expect((await get(`/transaction/call-charge?callId=${callId}`, user.token)).body.data.transaction).toMatchObject({ status: 'SUCCESS' });
    const after = await get('/transaction/all', user.token);
    // The tab's charge pays for the call already counted: spending stays 60¢.
    expect(after.body.data.callTotals).toEqual({ amountCents: '60', calls: 1, billableSeconds: seconds });
    expect(after.body.data.transactions.map((t: { type: string; status: string; amountCents: string }) => [t.type, t.status, t.amountCents])).toEqual(
      expect.arrayContaining([
        ['CALL', 'SUCCESS', '60'],
        ['TAB', 'SUCCESS', '60'],
      ]),
    );
    expect((await post('/payment/pay-tab', {}, user.token)).body).toMatchObject({ data: { chargedCents: '0' }, message: TransactionTexts.nothingOwed });

    // The helper's earnings: 48¢ pending for 72 hours, in today's bucket and in the totals.
    const wallet = await get('/helpers/totalEarnings', helper.token);
    expect(wallet.body.data).toMatchObject({ availableCents: '0', pendingCents: '48', inWithdrawalCents: '0', totalEarnedCents: '48', currency: 'USD' });
    // When it becomes available: 72 hours after the call ended (a few seconds ago), all of it at once.
    const { nextRelease, lastReleaseAt } = wallet.body.data as { nextRelease: { at: string; amountCents: string }; lastReleaseAt: string };
    expect(nextRelease.amountCents).toBe('48');
    expect(lastReleaseAt).toBe(nextRelease.at);
    const inHours = (Date.parse(nextRelease.at) - Date.now()) / 3_600_000;
    expect(inHours).toBeGreaterThan(71.9);
    expect(inHours).toBeLessThanOrEqual(72);
    const overview = await get('/helpers/totalAnalytics', helper.token);
    expect(overview.body.data).toMatchObject({ totalCalls: 1, completedRequests: 1, averageRating: null, ratingCount: 0 });
    const daily = await get('/helpers/earningAnalytics?period=daily', helper.token);
    expect(daily.body.data.buckets).toHaveLength(30);
    expect(daily.body.data.buckets.at(-1)).toMatchObject({ earningsCents: '48', calls: 1 });
    expect((await get('/helpers/durationAnalytics?period=yearly', helper.token)).body.data.buckets).toHaveLength(5);
    expect((await get('/helpers/helperEarnings', helper.token)).body.data.transactions).toEqual([expect.objectContaining({ id: callId, amountCents: '48' })]);
    expect((await get('/helpers/totalCalls', helper.token)).body.data).toMatchObject({ totalCalls: 1 });
    const withdrawn = await get('/helpers/withdrawAnalytics?period=monthly', helper.token);
    expect(withdrawn.body.data.buckets).toHaveLength(12);
    expect(withdrawn.body.data.buckets.at(-1)).toEqual({ start: expect.any(String), requestedCents: '0', paidCents: '0', withdrawals: 0 });
  }, 60_000);

  it('answers a helper with no earnings "No Earnings found", and refuses the helper routes to a user', async () => {
    const fresh = await m.onlineHelper({ first: 'Nour', gender: 'Female' }, { latitude: 30, longitude: 31 });
    expect((await get('/helpers/earningAnalytics?period=monthly', fresh.token)).body).toMatchObject({
      data: { period: 'monthly' },
      message: 'No Earnings found',
    });
    expect((await get('/helpers/helperEarnings', fresh.token)).body).toMatchObject({ data: { total: 0 }, message: 'No Earnings found' });
    expect((await get('/helpers/earningAnalytics?period=hourly', fresh.token)).body.message).toBe('period must be daily, monthly or yearly');
    const user = await m.user();
    expect((await get('/helpers/totalEarnings', user.token)).status).toBe(403);
    expect((await get('/helpers/helperEarnings', user.token)).status).toBe(403);
  });

  it('refuses bad filters with their texts, strangers without a session, and the tab to a helper', async () => {
    const user = await m.user();
    const bad = await get('/transaction/all?range=yesterday&status=LOST&page=0', user.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(
      expect.arrayContaining([TransactionTexts.rangeInvalid, TransactionTexts.statusInvalid, 'page must be a whole number from 1']),
    );
    expect((await get('/transaction/call-charge', user.token)).body.message).toBe(TransactionTexts.callIdRequired);
    expect((await get('/transaction/all')).status).toBe(401);
    const asHelper = await get('/payment/tab', helper.token);
    expect(asHelper.status).toBe(403);
    expect(asHelper.body.message).toBe('Only a user can do this');
  });
});
