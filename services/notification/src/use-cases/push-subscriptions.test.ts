import { AppError } from '@helpwire/service-kit';
import { useCaseFixture } from '../../test/use-case-fixture';
import { pushSubscriptionsOf } from '../store/push-subscription-store';
import { getPushPublicKey, subscribePush, unsubscribePush } from './push-subscriptions';

describe('web push subscriptions', () => {
  const f = useCaseFixture();
  const browser = { endpoint: 'https://fcm.example.test/send/abc', p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };

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

  it('refuses an endpoint that is not https or keys that are missing, and refuses all when push is not configured', async () => {
    const { accountId } = await f.account();
    for (const bad of [{ ...browser, endpoint: 'http://push.example.test/x' }, { ...browser, endpoint: 'not a url' }, { ...browser, p256dh: '' }]) {
      const refused = (await subscribePush(f.deps, bad, f.ctx(accountId)).catch((e: unknown) => e)) as AppError;
      expect([refused.code, refused.reason, refused.message]).toEqual(['INVALID_ARGUMENT', 'NOTIFICATION_PUSH_SUBSCRIPTION_INVALID', 'The push subscription is not valid']);
    }
    const refused = await subscribePush({ ...f.deps, pushPublicKey: undefined }, browser, f.ctx(accountId)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).reason).toBe('NOTIFICATION_PUSH_NOT_CONFIGURED');
    expect(await pushSubscriptionsOf(f.deps.db, accountId)).toEqual([]);
  });
});
