import { sql } from 'drizzle-orm';
import { inAppNotificationSchema, NotificationTexts, PLATFORM, PlatformTexts, ValidationTexts } from '@helpwire/contracts';
import { PaymentEvents } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { apiOf, PASSWORD } from './accounts';
import { connected, received, waitUntil } from './realtime-clients';
import { signedInOf } from './signed-in';
import { startStack, TEST_PUSH_HOST, type Stack } from './stack';

/**
 * Spec §7 "Notifications" through the real gateway, auth and notification services on PostgreSQL and
 * JetStream: a sign-in publishes helpwire.auth.signed_in, the notification service stores the "new
 * sign-in" notice and delivers `in-app-notification` to the owner's sockets; the routes list, mark
 * and count only the caller's own.
 */
describe('notifications API', () => {
  let stack: Stack;
  const { get, put, post } = apiOf(() => stack);
  const accounts = signedInOf(() => stack);
  const sockets: Socket[] = [];
  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_PER_MINUTE: '5000', TRUST_PROXY: '1' });
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await stack.stop();
  });

  const unread = async (token: string) => (await get('/notifications/unreadCount', token)).body.data.unread as number;
  const signIn = async (email: string) => {
    const answer = await post('/auth/login', { identifier: email, password: PASSWORD });
    expect(answer.status).toBe(200);
    return answer.body.data.token as string;
  };
  /** A verified user with `n` new-sign-in notices (each sign-in gives one). */
  async function userWithNotices(n: number) {
    const user = await accounts.verifiedUser();
    for (let i = 0; i < n; i += 1) await signIn(user.email);
    await waitUntilAsync(async () => (await unread(user.token)) === n, 'the sign-in notices');
    return user;
  }

  it('answers 401 without a session on every route', async () => {
    const id = randomUUID();
    const routes: [string, 'GET' | 'PUT' | 'POST', unknown][] = [
      ['/notifications/getAllNotifications', 'GET', undefined],
      [`/notifications/updateNotification/${id}`, 'PUT', undefined],
      ['/notifications/markAllRead', 'PUT', undefined],
      ['/notifications/unreadCount', 'GET', undefined],
      ['/notifications/preference', 'GET', undefined],
      ['/notifications/preference', 'PUT', { sms: false }],
      ['/notifications/push/public-key', 'GET', undefined],
      ['/notifications/push/subscribe', 'POST', { endpoint: 'https://push.example.test/x', keys: { p256dh: 'k', auth: 'a' } }],
      ['/notifications/push/unsubscribe', 'POST', { endpoint: 'https://push.example.test/x' }],
    ];
    for (const [path, method, json] of routes) {
      const answer = method === 'GET' ? await get(path) : method === 'PUT' ? await put(path, json) : await post(path, json);
      expect({ path, method, status: answer.status, code: answer.body.code }).toEqual({ path, method, status: 401, code: 'SESSION_REQUIRED' });
    }
  });

  it("lists the caller's own notifications with sortBy, sortByField, limit and page, and meta {currentPage, lastPage}", async () => {
    const user = await userWithNotices(3);
    const other = await userWithNotices(1);
    const first = await get('/notifications/getAllNotifications?limit=2&page=1', user.token);
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ currentPage: 1, lastPage: 2, total: 3 });
    expect(first.body.data).toHaveLength(2);
    expect(first.body.data[0]).toMatchObject({ read: false, kind: 'NEW_SIGN_IN', identify: { link: '/profile-management' } });
    expect(first.body.data[0].translations.map((t: { language: string }) => t.language)).toEqual(['en', 'ar']);
    expect(first.body.data[0].translations[0].title).toBe('New sign-in to your account');
    const second = await get('/notifications/getAllNotifications?limit=2&page=2&sortBy=desc&sortByField=createdAt', user.token);
    expect(second.body.meta).toEqual({ currentPage: 2, lastPage: 2, total: 3 });
    const oldestFirst = await get('/notifications/getAllNotifications?sortBy=asc', user.token);
    const newestFirst = await get('/notifications/getAllNotifications', user.token);
    expect(oldestFirst.body.data.map((n: { id: string }) => n.id)).toEqual([...newestFirst.body.data.map((n: { id: string }) => n.id)].reverse());
    expect([...first.body.data, ...second.body.data].map((n: { id: string }) => n.id)).toEqual(newestFirst.body.data.map((n: { id: string }) => n.id));
    const theirs = await get('/notifications/getAllNotifications', other.token);
    expect(theirs.body.data).toHaveLength(1);
    expect(newestFirst.body.data.map((n: { id: string }) => n.id)).not.toContain(theirs.body.data[0].id);
  });

  it('marks one read with an empty body, counts the unread exactly, and marks all', async () => {
    const user = await userWithNotices(3);
    const [newest] = (await get('/notifications/getAllNotifications', user.token)).body.data;
    const marked = await put(`/notifications/updateNotification/${newest.id}`, undefined, user.token);
    expect(marked).toMatchObject({ status: 200, body: { message: NotificationTexts.marked, data: { id: newest.id, read: true } } });
    expect(await unread(user.token)).toBe(2);
    expect((await put(`/notifications/updateNotification/${newest.id}`, undefined, user.token)).status).toBe(200);
    expect(await unread(user.token)).toBe(2);
    expect(await put('/notifications/markAllRead', undefined, user.token)).toMatchObject({
      status: 200,
      body: { message: NotificationTexts.allMarked, data: { updated: 2 } },
    });
    expect(await unread(user.token)).toBe(0);
    const list = (await get('/notifications/getAllNotifications', user.token)).body.data;
    expect(list.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it("marks one read as spec §7 writes it: the id in the query, an empty body (another account's: 404; no id: 400)", async () => {
    const owner = await userWithNotices(2);
    const stranger = await accounts.verifiedUser();
    const [newest] = (await get('/notifications/getAllNotifications', owner.token)).body.data;
    expect(await put(`/notifications/updateNotification?id=${newest.id}`, undefined, stranger.token)).toMatchObject({
      status: 404,
      body: { code: 'NOTIFICATION_NOT_FOUND' },
    });
    expect(await unread(owner.token)).toBe(2);
    const marked = await put(`/notifications/updateNotification?id=${newest.id}`, undefined, owner.token);
    expect(marked).toMatchObject({ status: 200, body: { message: NotificationTexts.marked, data: { id: newest.id, read: true } } });
    expect(await unread(owner.token)).toBe(1);
    expect(await put('/notifications/updateNotification', undefined, owner.token)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(await put('/notifications/updateNotification?id=not-an-id', undefined, owner.token)).toMatchObject({
      status: 400,
      body: { message: ValidationTexts.invalidId },
    });
  });

  it('answers 404 "Notification not found" for another account\'s notification, and changes nothing', async () => {
    const owner = await userWithNotices(1);
    const stranger = await accounts.verifiedUser();
    const [theirs] = (await get('/notifications/getAllNotifications', owner.token)).body.data;
    const refused = await put(`/notifications/updateNotification/${theirs.id}`, undefined, stranger.token);
    expect(refused).toMatchObject({ status: 404, body: { code: 'NOTIFICATION_NOT_FOUND', message: NotificationTexts.notFound } });
    expect((await put(`/notifications/updateNotification/${randomUUID()}`, undefined, stranger.token)).status).toBe(404);
    expect(await unread(owner.token)).toBe(1);
  });

  it('answers the validation texts', async () => {
    const user = await accounts.verifiedUser();
    const texts = async (answer: Promise<{ status: number; body: { code: string; message: unknown } }>) => {
      const { status, body } = await answer;
      return { status, code: body.code, message: body.message };
    };
    expect(await texts(get('/notifications/getAllNotifications?sortBy=up', user.token))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: NotificationTexts.sortByInvalid,
    });
    expect(await texts(get('/notifications/getAllNotifications?sortByField=title', user.token))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: NotificationTexts.sortByFieldInvalid,
    });
    expect(await texts(get('/notifications/getAllNotifications?limit=0', user.token))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: ValidationTexts.limitOutOfRange,
    });
    expect(await texts(get('/notifications/getAllNotifications?page=0', user.token))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: ValidationTexts.pageMustBePositive,
    });
    expect(await texts(put('/notifications/updateNotification/not-an-id', undefined, user.token))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: ValidationTexts.invalidId,
    });
    expect(await texts(put('/notifications/preference', {}, user.token))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: NotificationTexts.preferenceRequired,
    });
    expect(await texts(post('/notifications/push/subscribe', { endpoint: 'nope', keys: { p256dh: 'k', auth: 'a' } }, user.token))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: NotificationTexts.subscriptionInvalid,
    });
  });

  it('keeps the preferences: all on until changed, "notifications updated" on a change', async () => {
    const user = await accounts.verifiedUser();
    expect(await get('/notifications/preference', user.token)).toMatchObject({ status: 200, body: { data: { push: true, email: true, sms: true } } });
    expect(await put('/notifications/preference', { sms: false }, user.token)).toMatchObject({
      status: 200,
      body: { message: NotificationTexts.preferencesUpdated, data: { push: true, email: true, sms: false } },
    });
    expect(await put('/notifications/preference', { push: false, email: false }, user.token)).toMatchObject({
      body: { data: { push: false, email: false, sms: false } },
    });
    expect((await get('/notifications/preference', user.token)).body.data).toEqual({ push: false, email: false, sms: false });
  });

  it('answers the VAPID public key browsers subscribe with; a subscription is kept by endpoint and removed', async () => {
    const user = await accounts.verifiedUser();
    const key = await get('/notifications/push/public-key', user.token);
    expect(key.status).toBe(200);
    expect(key.body.data.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const endpoint = `https://${TEST_PUSH_HOST}/fcm/send/${randomUUID()}`;
    const subscription = {
      endpoint,
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
    };
    // Spec §3/§9: the web names its platform (WEB); a client from before the field (none) is taken as WEB; any other is refused.
    expect(await post('/notifications/push/subscribe', subscription, user.token)).toMatchObject({ status: 201, body: { data: { endpoint, active: true } } });
    expect(await post('/notifications/push/subscribe', { ...subscription, platform: PLATFORM }, user.token)).toMatchObject({
      status: 201,
      body: { data: { endpoint, active: true } },
    });
    const unknownPlatform = await post('/notifications/push/subscribe', { ...subscription, platform: 'IOS' }, user.token);
    expect([unknownPlatform.status, unknownPlatform.body.code, unknownPlatform.body.message]).toEqual([
      400,
      'VALIDATION_FAILED',
      PlatformTexts.platformInvalid,
    ]);

    // Another account posting that endpoint does not move it (issue 21).
    const other = await accounts.verifiedUser();
    const taken = await post('/notifications/push/subscribe', { ...subscription, keys: { ...subscription.keys, auth: 'another-accounts-auth' } }, other.token);
    expect([taken.status, taken.body.code, taken.body.message]).toEqual([409, 'NOTIFICATION_PUSH_SUBSCRIPTION_TAKEN', NotificationTexts.subscriptionTaken]);
    expect(await post('/notifications/push/unsubscribe', { endpoint }, other.token)).toMatchObject({ status: 200 });
    const owners = (await stack.database.db.execute(
      sql`select account_id as "accountId", auth, platform from notification.push_subscriptions where endpoint = ${endpoint}`,
    )) as unknown as { rows: { accountId: string; auth: string; platform: string }[] };
    expect(owners.rows).toEqual([{ accountId: user.id, auth: subscription.keys.auth, platform: 'WEB' }]);

    expect(await post('/notifications/push/unsubscribe', { endpoint }, user.token)).toMatchObject({ status: 200, body: { data: { endpoint, active: false } } });
  });

  it('refuses endpoints the service would connect to that are not a push service (loopback, private, IP literals) and an expiry no browser gives', async () => {
    const user = await accounts.verifiedUser();
    const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };
    for (const endpoint of ['https://127.0.0.1:8443/x', 'https://localhost/x', 'https://[::1]/x', 'https://push.example.test/x']) {
      const refused = await post('/notifications/push/subscribe', { endpoint, keys }, user.token);
      expect([endpoint, refused.status, refused.body.code, refused.body.message]).toEqual([
        endpoint,
        400,
        'NOTIFICATION_PUSH_ENDPOINT_REFUSED',
        NotificationTexts.pushServiceRefused,
      ]);
    }
    const endpoint = `https://${TEST_PUSH_HOST}/fcm/send/${randomUUID()}`;
    for (const expirationTime of [1e308, -1, Date.UTC(2100, 0, 1) + 1]) {
      const refused = await post('/notifications/push/subscribe', { endpoint, expirationTime, keys }, user.token);
      expect([expirationTime, refused.status, refused.body.code, refused.body.message]).toEqual([
        expirationTime,
        400,
        'VALIDATION_FAILED',
        NotificationTexts.subscriptionInvalid,
      ]);
    }
    const valid = Date.now() + 86_400_000;
    expect(await post('/notifications/push/subscribe', { endpoint, expirationTime: valid, keys }, user.token)).toMatchObject({
      status: 201,
      body: { data: { endpoint, active: true } },
    });
  });

  it("delivers in-app-notification {notification, unread} to the owner's sockets only, as the notice is stored", async () => {
    const user = await accounts.verifiedUser();
    const bystander = await accounts.verifiedUser();
    const mine = connected(stack.base, user.token).then((s) => (sockets.push(s), s));
    const theirs = connected(stack.base, bystander.token).then((s) => (sockets.push(s), s));
    const [socket, other] = await Promise.all([mine, theirs]);
    await signIn(user.email);
    await waitUntil(() => (received(socket).get('in-app-notification') ?? []).length === 1, 10_000, 'the in-app notification');
    const payload = inAppNotificationSchema.parse(received(socket).get('in-app-notification')![0]);
    expect(payload).toMatchObject({ unread: 1, notification: { kind: 'NEW_SIGN_IN', read: false, identify: { link: '/profile-management' } } });
    const [stored] = (await get('/notifications/getAllNotifications', user.token)).body.data;
    expect(payload.notification).toEqual(stored);
    // A fact from another service (a helper's withdrawal, as payment publishes it) reaches the socket too, with the count.
    await stack.bus.bus.publish({
      id: randomUUID(),
      subject: PaymentEvents.withdrawalApproved.subject,
      data: PaymentEvents.withdrawalApproved.codec
        .encode({
          eventId: randomUUID(),
          occurredAt: new Date(),
          withdrawalId: randomUUID(),
          helperId: user.id,
          amount: { currency: 'USD', amountMinor: '2500' },
        })
        .finish(),
      headers: {},
    });
    await waitUntil(() => (received(socket).get('in-app-notification') ?? []).length === 2, 10_000, 'the second in-app notification');
    expect(inAppNotificationSchema.parse(received(socket).get('in-app-notification')![1])).toMatchObject({
      unread: 2,
      notification: { kind: 'WITHDRAWAL_APPROVED', identify: { link: '/helper/withdrawal' } },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(received(other).get('in-app-notification')).toBeUndefined();
  });
});

async function waitUntilAsync(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
