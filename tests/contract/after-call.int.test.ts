import { ReviewTexts } from '@helpwire/contracts';
import { waitFor } from '@helpwire/service-kit/testing';
import type { Socket } from 'socket.io-client';
import { signedInOf } from './signed-in';
import { apiOf, uniqueIds } from './accounts';
import { matchingAccountsOf, TECH } from './matching-accounts';
import { connected, received } from './realtime-clients';
import { movedClock } from './moved-clock';
import { startStack, type Stack } from './stack';
import { withDefaultCard } from './paying-user';

/**
 * After the call, through the gateway (decision 0028): a user and a helper finish a real call
 * (sockets on /call-gateway, the leave routes), then review each other, give feedback, the helper
 * writes notes and the summary, both flag; both histories show it with its duration and summary,
 * paged and filtered. A third account, the wrong role and another user never see any of it.
 */
describe('after the call, through the gateway', () => {
  let stack: Stack;
  const sockets: Socket[] = [];
  const unique = uniqueIds();
  const { post, put, get } = apiOf(() => stack);
  const m = matchingAccountsOf(() => stack, unique);
  let helper: { id: string; token: string };
  const clock = movedClock();

  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
    await m.open();
    helper = await m.onlineHelper({ first: 'Hadi', gender: 'Male' }, { latitude: 25.21, longitude: 55.27 });
  }, 60_000);

  afterAll(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    m.close();
    await stack?.stop();
  });

  const socketOf = async (token: string) => {
    const socket = await connected(stack.base, token);
    sockets.push(socket);
    return socket;
  };
  const heard = (socket: Socket, event: string, callId: string) =>
    ((received(socket).get(event) ?? []) as { callId?: string }[]).filter((p) => p.callId === callId);

  const payingUser = async () => withDefaultCard(post, await m.user());

  /** The user calls the helper back (once the last call freed them), the helper accepts, both join, 1.5 s together (on the moved clock), both leave: the call id. */
  async function finishedCall(user: { id: string; token: string }): Promise<string> {
    const helperSocket = await socketOf(helper.token);
    const userSocket = await socketOf(user.token);
    let callId = '';
    await waitFor(async () => {
      const ack = await userSocket.emitWithAck('call-helper', { categoryId: TECH, helperId: helper.id });
      callId = ack.ok ? (ack.callId as string) : '';
      return callId !== '';
    }, 15_000);
    await waitFor(() => heard(helperSocket, 'incomming-call', callId).length === 1, 10_000);
    expect(await helperSocket.emitWithAck('accept-user-call', { userId: user.id, categoryId: TECH })).toMatchObject({ ok: true, accepted: true });
    expect((await userSocket.emitWithAck('join-meeting', { callId })).ok).toBe(true);
    expect((await helperSocket.emitWithAck('join-meeting', { callId })).ok).toBe(true);
    clock.advance(1500);
    expect((await post('/call/userLeaveCall', { callId }, user.token)).status).toBe(200);
    expect((await post('/call/helperLeaveCall', { callId }, helper.token)).body.data).toMatchObject({ state: 'ENDED' });
    await waitFor(() => heard(userSocket, 'call-ended', callId).length === 1, 10_000);
    return callId;
  }

  it('both review, give feedback, flag; the helper writes notes and the summary; both histories show it', async () => {
    const user = await payingUser();
    const callId = await finishedCall(user);

    // Reviews: spec texts, then once per side (a repeat answers the stored review).
    expect((await post('/feedback/giveReviewToHelper', { callId }, user.token)).body).toMatchObject({
      statusCode: 400,
      message: ReviewTexts.ratingOrReviewRequired,
    });
    expect((await post('/feedback/giveReviewToHelper', { callId, rating: 9 }, user.token)).body.message).toEqual(ReviewTexts.ratingRequired);
    expect((await post('/feedback/giveReviewToHelper', { callId, review: '  ' }, user.token)).body.message).toEqual(ReviewTexts.reviewRequired);
    const given = await post('/feedback/giveReviewToHelper', { callId, rating: 5, review: 'Sorted my laptop' }, user.token);
    expect(given.status).toBe(201);
    expect(given.body).toMatchObject({ message: 'Review added successfully', data: { callId, side: 'USER', rating: 5, review: 'Sorted my laptop' } });
    const repeat = await post('/feedback/giveReviewToHelper', { callId, rating: 1 }, user.token);
    expect(repeat.status).toBe(200);
    expect(repeat.body.data).toMatchObject({ rating: 5 });
    expect((await post('/feedback/giveReviewToUser', { callId, rating: 4 }, helper.token)).status).toBe(201);
    // Each review route answers its own role only.
    expect((await post('/feedback/giveReviewToUser', { callId, rating: 4 }, user.token)).status).toBe(403);
    expect((await post('/feedback/giveFeedback', { callId, type: 'POSITIVE' }, user.token)).status).toBe(201);
    expect((await post('/feedback/giveFeedback', { callId, type: 'MAYBE' }, user.token)).body.message).toEqual('Feedback type must be POSITIVE or NEGATIVE');

    // The helper's notes, the draft built from them, the saved summary.
    expect((await post('/notes/create', { callId, note: 'Cleared the browser cache\nReset the DNS' }, helper.token)).status).toBe(201);
    const draft = await get(`/notes/draft?callId=${callId}`, helper.token);
    expect(draft.body.data).toMatchObject({ draft: { steps: ['Cleared the browser cache', 'Reset the DNS'] }, saved: null });
    expect(
      (await post('/notes/summary', { callId, summary: 'Browser fixed', steps: ['Cleared the browser cache', 'Reset the DNS'] }, helper.token)).status,
    ).toBe(200);
    expect((await post('/notes/create', { callId, note: 'mine' }, user.token)).status).toBe(403);

    // Flags both ways, and update-flag.
    expect((await post('/helpers/flag', { callId, reason: 'Was late' }, helper.token)).status).toBe(201);
    expect((await put('/helpers/update-flag', { callId, isFlagged: false }, helper.token)).body.data).toMatchObject({ isFlagged: false, reason: 'Was late' });
    expect((await post('/users/flag', { callId, reason: 'Noisy line' }, user.token)).status).toBe(201);

    // Both histories, once payment has charged the call: its total is what was charged (the user's
    // price; the helper's share), the same figure as each side's transaction line (issue 21, item 15).
    await waitFor(async () => (await get(`/users/call-history/${callId}`, user.token)).body.data?.total !== null, 15_000);
    const mine = await get('/users/call-history', user.token);
    const userLine = (await get(`/transaction/call-charge?callId=${callId}`, user.token)).body.data.transaction;
    const helperLine = (await get(`/transaction/call-charge?callId=${callId}`, helper.token)).body.data.transaction;
    expect(mine.body.meta).toEqual({ currentPage: 1, lastPage: 1, total: 1 });
    expect(mine.body.data[0].total).toBe(Number(userLine.amountCents));
    expect(mine.body.data[0].total).toBeGreaterThan(0);
    expect(mine.body.data[0]).toMatchObject({
      id: callId,
      categoryId: TECH,
      otherPartyId: helper.id,
      recording: null,
      summary: { summary: 'Browser fixed', steps: ['Cleared the browser cache', 'Reset the DNS'] },
      review: { rating: 5 },
      reviewReceived: { rating: 4 },
      feedback: { type: 'POSITIVE' },
      flag: { reason: 'Noisy line', isFlagged: true },
    });
    expect(mine.body.data[0].billableSeconds).toBeGreaterThanOrEqual(1);
    expect(mine.body.data[0].minutes).toBe(1);
    const theirs = await get(`/helpers/call-history/${callId}`, helper.token);
    expect(theirs.body.data).toMatchObject({
      id: callId,
      otherPartyId: user.id,
      callerFirstName: 'Sara',
      review: { rating: 4 },
      reviewReceived: { rating: 5 },
      flag: { isFlagged: false },
    });
    // The helper's history shows what they earned, never the user's price.
    expect(theirs.body.data.total).toBe(Number(helperLine.amountCents));
    expect(theirs.body.data.total).toBeLessThan(mine.body.data[0].total);
    expect((await get('/helpers/call-history', helper.token)).body.data.find((c: { id: string }) => c.id === callId).total).toBe(theirs.body.data.total);
    expect((await get(`/users/call-history/${callId}`, user.token)).body.data).toMatchObject({ id: callId });

    // Helper reviews and the average (spelled as the spec spells it).
    expect((await get(`/feedback/getHelperReviews?helperId=${helper.id}`, user.token)).body.data).toEqual([
      expect.objectContaining({ callId, rating: 5, review: 'Sorted my laptop', categoryId: TECH }),
    ]);
    expect((await get('/feedback/getAverageRaing', helper.token)).body.data).toEqual({
      helperId: helper.id,
      averageRating: 5,
      ratingCount: 1,
      stars: [0, 0, 0, 0, 1],
    });

    // A third account: not found everywhere; its history is empty; the wrong role is refused.
    const stranger = await payingUser();
    expect((await post('/feedback/giveReviewToHelper', { callId, rating: 1 }, stranger.token)).status).toBe(404);
    expect((await post('/users/flag', { callId, reason: 'x' }, stranger.token)).status).toBe(404);
    expect((await get(`/users/call-history/${callId}`, stranger.token)).status).toBe(404);
    expect((await get('/users/call-history', stranger.token)).body.data).toEqual([]);
    expect((await get('/helpers/call-history', user.token)).status).toBe(403);
    expect((await get(`/notes/draft?callId=${callId}`, user.token)).status).toBe(403);
    expect((await get('/users/call-history')).status).toBe(401);
  }, 60_000);

  it("an admin reads a flag with the call's facts and dismisses it with a note; users, helpers and visitors cannot (issue 24, item 5)", async () => {
    const user = await payingUser();
    const callId = await finishedCall(user);
    expect((await post('/users/flag', { callId, reason: 'Did not show the screen' }, user.token)).status).toBe(201);
    const admin = await signedInOf(() => stack, unique).admin();
    const open = await get('/admin/flags?state=open&limit=100', admin);
    const ours = (
      open.body.data as { flag: { callId: string; side: string; reason: string }; raisedBy: string; subjectId: string; billableSeconds: number }[]
    ).find((f) => f.flag.callId === callId);
    expect(ours).toMatchObject({ flag: { side: 'USER', reason: 'Did not show the screen' }, raisedBy: user.id, subjectId: helper.id, review: null });
    expect(ours!.billableSeconds).toBeGreaterThanOrEqual(1);

    const dismissed = await post('/admin/flags/dismiss', { callId, side: 'USER', note: 'The helper shared the screen in the recording.' }, admin);
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.data.review).toMatchObject({ outcome: 'DISMISSED', note: 'The helper shared the screen in the recording.' });
    expect(((await get('/admin/flags?state=open&limit=100', admin)).body.data as { flag: { callId: string } }[]).some((f) => f.flag.callId === callId)).toBe(
      false,
    );
    expect(
      ((await get('/admin/flags?state=reviewed&limit=100', admin)).body.data as { flag: { callId: string } }[]).some((f) => f.flag.callId === callId),
    ).toBe(true);

    const audited = await waitFor(async () => {
      const found = (await get(`/admin/audit?objectId=${callId}:USER`, admin)).body.data as { action: string; reason: string }[];
      return found.length > 0 ? found : undefined;
    }, 10_000);
    expect(audited).toEqual([expect.objectContaining({ action: 'flag.dismiss', reason: 'The helper shared the screen in the recording.' })]);

    expect((await post('/admin/flags/dismiss', { callId, side: 'USER' }, admin)).body.message).toBe('Please write a note.');
    for (const token of [user.token, helper.token]) {
      expect((await get('/admin/flags', token)).status).toBe(403);
      expect((await post('/admin/flags/dismiss', { callId, side: 'USER', note: 'x' }, token)).status).toBe(403);
    }
    expect((await get('/admin/flags')).status).toBe(401);
  }, 60_000);

  it("an admin warns the account a flag names: the flag closes WARNED in the same request, the person reads it and is told; no one reads another account's warnings (issue 24, items 3 and 5)", async () => {
    const user = await payingUser();
    const callId = await finishedCall(user);
    expect((await post('/users/flag', { callId, reason: 'Rude on the call' }, user.token)).status).toBe(201);
    const admin = await signedInOf(() => stack, unique).admin();
    for (const token of [user.token, helper.token])
      expect((await post('/admin/flags/act', { callId, side: 'USER', action: 'WARN', reason: 'x' }, token)).status).toBe(403);
    expect((await post('/admin/flags/act', { callId, side: 'USER', action: 'WARN', reason: 'x' })).status).toBe(401);
    expect((await post('/admin/flags/act', { callId, side: 'USER', action: 'WARN', reason: ' ' }, admin)).body.message).toBe(
      'Please write the reason for this action.',
    );

    const acted = await post('/admin/flags/act', { callId, side: 'USER', action: 'WARN', reason: 'Please stay courteous with users.' }, admin);
    expect(acted.status).toBe(200);
    expect(acted.body.data).toMatchObject({ status: 'WARNED', review: { outcome: 'WARNED', note: 'Please stay courteous with users.' } });
    // A retry completes nothing more; another outcome is refused before anything is done.
    expect((await post('/admin/flags/act', { callId, side: 'USER', action: 'WARN', reason: 'Again' }, admin)).body.data.review.note).toBe(
      'Please stay courteous with users.',
    );
    const ban = await post('/admin/flags/act', { callId, side: 'USER', action: 'BAN', reason: 'No' }, admin);
    expect([ban.status, ban.body.code]).toEqual([422, 'CALL_FLAG_ALREADY_CLOSED']);
    expect((await get('/users/find', helper.token)).status).toBe(200);

    const listed = async (query: string) =>
      ((await get(`/admin/flags?${query}&limit=100`, admin)).body.data as { flag: { callId: string } }[]).map((f) => f.flag.callId);
    expect(await listed('state=open')).not.toContain(callId);
    expect(await listed('state=reviewed&outcome=WARNED')).toContain(callId);
    expect(await listed('state=reviewed&outcome=DISMISSED')).not.toContain(callId);

    // The helper reads their one warning; the user who flagged reads none of it; visitors and admins have no warnings here.
    const mine = await get('/users/warnings', helper.token);
    expect(mine.body.data).toEqual([expect.objectContaining({ reason: 'Please stay courteous with users.', source: 'FLAG', createdAt: expect.any(String) })]);
    expect((await get('/users/warnings', user.token)).body.data).toEqual([]);
    expect((await get('/users/warnings')).status).toBe(401);
    expect((await get('/users/warnings', admin)).status).toBe(403);
    expect((await get(`/users/warnings?account=${helper.id}`, user.token)).body.data).toEqual([]);
    // Told once, in-app.
    const told = await waitFor(async () => {
      const page = (await get('/notifications/getAllNotifications?limit=50', helper.token)).body.data as { kind: string }[];
      return page.filter((n) => n.kind === 'ACCOUNT_WARNED').length === 1 ? page : undefined;
    }, 10_000);
    expect(told!.filter((n) => n.kind === 'ACCOUNT_WARNED')).toHaveLength(1);
    const audited = await waitFor(async () => {
      const found = (await get(`/admin/audit?objectId=${callId}:USER`, admin)).body.data as { action: string }[];
      return found.length > 0 ? found : undefined;
    }, 10_000);
    expect(audited!.map((e) => e.action)).toEqual(['flag.warn']);
  }, 60_000);

  it('pages and filters the history; a second call of the same pair is its own entry', async () => {
    const user = await payingUser();
    const first = await finishedCall(user);
    const second = await finishedCall(user);
    const page1 = await get('/users/call-history?page=1&limit=1', user.token);
    expect(page1.body).toMatchObject({ data: [{ id: second }], meta: { currentPage: 1, lastPage: 2, total: 2 } });
    expect((await get('/users/call-history?page=2&limit=1', user.token)).body.data).toEqual([expect.objectContaining({ id: first })]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/users/call-history?from=${today}&to=${today}&categoryId=${TECH}`, user.token)).body.meta.total).toBe(2);
    expect((await get('/users/call-history?from=2020-01-01&to=2020-01-31', user.token)).body.data).toEqual([]);
    expect((await get('/users/call-history?categoryId=home-repair', user.token)).body.data).toEqual([]);
    expect((await get('/users/call-history?from=yesterday', user.token)).body.message).toEqual('Dates must be YYYY-MM-DD');
  }, 60_000);
});
