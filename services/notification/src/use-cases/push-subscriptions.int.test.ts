import { notification } from '@helpwire/proto';
import { AppError } from '@helpwire/service-kit';
import { useCaseFixture } from '../../test/use-case-fixture';
import { pushSubscriptionsOf } from '../store/push-subscription-store';
import { getPushPublicKey, subscribePush, unsubscribePush } from './push-subscriptions';

describe('web push subscriptions', () => {
  const f = useCaseFixture();
  const browser = {
    endpoint: 'https://fcm.example.test/send/abc',
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
    platform: notification.Platform.PLATFORM_WEB,
  };

  it('answers the VAPID key, saves a subscription once per endpoint and removes it', async () => {
    const { accountId } = await f.account();
    expect(await getPushPublicKey(f.deps, {}, f.ctx(accountId))).toEqual({ publicKey: f.senders.push.publicKey });
    expect(await subscribePush(f.deps, browser, f.ctx(accountId))).toEqual({ endpoint: browser.endpoint, active: true });
    await subscribePush(f.deps, { ...browser, auth: 'newer-auth' }, f.ctx(accountId));
    const saved = await pushSubscriptionsOf(f.deps.db, accountId);
    expect(saved.map((s) => [s.endpoint, s.auth])).toEqual([[browser.endpoint, 'newer-auth']]);
    expect(await unsubscribePush(f.deps, { endpoint: browser.endpoint }, f.ctx(accountId))).toEqual({ endpoint: browser.endpoint, active: false });
    expect(await pushSubscriptionsOf(f.deps.db, accountId)).toEqual([]);
  });

  it('refuses an endpoint that is not a URL, keys that are missing or an expiry no browser gives, and refuses all when push is not configured', async () => {
    const { accountId } = await f.account();
    const farFuture = new Date(Date.UTC(2100, 0, 1) + 1);
    for (const bad of [
      { ...browser, endpoint: 'not a url' },
      { ...browser, p256dh: '' },
      { ...browser, expirationTime: new Date(1e308) },
      { ...browser, expirationTime: farFuture },
      { ...browser, expirationTime: new Date(-1) },
    ]) {
      const refused = (await subscribePush(f.deps, bad, f.ctx(accountId)).catch((e: unknown) => e)) as AppError;
      expect([refused.code, refused.reason, refused.message]).toEqual([
        'INVALID_ARGUMENT',
        'NOTIFICATION_PUSH_SUBSCRIPTION_INVALID',
        'The push subscription is not valid',
      ]);
    }
    const refused = await subscribePush({ ...f.deps, pushPublicKey: undefined }, browser, f.ctx(accountId)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).reason).toBe('NOTIFICATION_PUSH_NOT_CONFIGURED');
    expect(await pushSubscriptionsOf(f.deps.db, accountId)).toEqual([]);
  });

  it('refuses endpoints that are not a push service: not https, IP literals, unknown hosts, other ports, credentials, and names that resolve to loopback, link-local or private addresses', async () => {
    const { accountId } = await f.account();
    const endpoints = [
      'http://fcm.example.test/send/x',
      'https://127.0.0.1/send/x',
      'https://[::1]/send/x',
      'https://2130706433/send/x',
      'https://push.attacker.test/send/x',
      'https://fcm.example.test:8443/send/x',
      'https://user:secret@fcm.example.test/send/x',
      'https://loopback.push.example.test/send/x',
      'https://metadata.push.example.test/send/x',
      'https://office.push.example.test/send/x',
      'https://v6.push.example.test/send/x',
    ];
    for (const endpoint of endpoints) {
      const refused = (await subscribePush(f.deps, { ...browser, endpoint }, f.ctx(accountId)).catch((e: unknown) => e)) as AppError;
      expect([endpoint, refused.code, refused.reason, refused.message]).toEqual([
        endpoint,
        'INVALID_ARGUMENT',
        'NOTIFICATION_PUSH_ENDPOINT_REFUSED',
        'Push notifications can only go to a browser\u2019s push service',
      ]);
    }
    expect(await pushSubscriptionsOf(f.deps.db, accountId)).toEqual([]);
  });

  it('keeps a subscription with the account that has it: another account posting that endpoint is refused and moves nothing', async () => {
    const owner = await f.account();
    const other = await f.account();
    const endpoint = 'https://fcm.example.test/send/owned';
    await subscribePush(f.deps, { ...browser, endpoint }, f.ctx(owner.accountId));
    const taken = (await subscribePush(f.deps, { ...browser, endpoint, auth: 'attacker-auth' }, f.ctx(other.accountId)).catch((e: unknown) => e)) as AppError;
    expect([taken.code, taken.reason, taken.message]).toEqual([
      'ALREADY_EXISTS',
      'NOTIFICATION_PUSH_SUBSCRIPTION_TAKEN',
      'This browser gets push notifications for another account. Turn them off there first.',
    ]);
    expect((await pushSubscriptionsOf(f.deps.db, owner.accountId)).map((s) => [s.endpoint, s.auth])).toEqual([[endpoint, browser.auth]]);
    expect(await pushSubscriptionsOf(f.deps.db, other.accountId)).toEqual([]);
    // Nor can the other account remove it.
    await unsubscribePush(f.deps, { endpoint }, f.ctx(other.accountId));
    expect(await pushSubscriptionsOf(f.deps.db, owner.accountId)).toHaveLength(1);
  });

  it('stores the platform the client names (spec §3/§9: WEB), takes none as WEB, and refuses one it does not know', async () => {
    const { accountId } = await f.account();
    await subscribePush(f.deps, browser, f.ctx(accountId));
    // A client from before the field: UNSPECIFIED on the wire.
    const older = { ...browser, endpoint: 'https://fcm.example.test/send/older', platform: notification.Platform.PLATFORM_UNSPECIFIED };
    await subscribePush(f.deps, older, f.ctx(accountId));
    const saved = await pushSubscriptionsOf(f.deps.db, accountId);
    expect(saved.map((s) => [s.endpoint, s.platform]).sort()).toEqual([
      [browser.endpoint, 'WEB'],
      [older.endpoint, 'WEB'],
    ]);
    const unknown = { ...browser, endpoint: 'https://fcm.example.test/send/unknown', platform: 99 as notification.Platform };
    const refused = (await subscribePush(f.deps, unknown, f.ctx(accountId)).catch((e: unknown) => e)) as AppError;
    expect([refused.code, refused.reason, refused.message]).toEqual(['INVALID_ARGUMENT', 'NOTIFICATION_PUSH_PLATFORM_INVALID', 'platform must be WEB']);
    expect(await pushSubscriptionsOf(f.deps.db, accountId)).toHaveLength(2);
  });
});
