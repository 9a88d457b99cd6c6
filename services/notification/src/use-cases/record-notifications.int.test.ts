import { inAppNotificationSchema } from '@helpwire/contracts';
import { notification } from '@helpwire/proto';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { useCaseFixture } from '../../test/use-case-fixture';
import { deliveries, notifications } from '../store/schema';
import { savePreferences } from '../store/preference-store';
import { subscribePush } from './push-subscriptions';
import { recordNotificationBatch } from './record-notifications';

describe("recordNotifications (the consumers' use case)", () => {
  const f = useCaseFixture();

  it('stores the notification in en and ar with its link, and tells the owner in-app with the exact unread count', async () => {
    const { accountId } = await f.account();
    const [first] = await f.notify([{ accountId, fact: { kind: 'WITHDRAWAL_APPROVED', amount: '$25.00' } }]);
    const [second] = await f.notify([{ accountId, fact: { kind: 'EARNINGS_AVAILABLE', amount: '$3.10' } }]);
    expect(first!.translations.map((t) => t.language)).toEqual(['en', 'ar']);
    expect(first!.translations[0]).toEqual({
      language: 'en',
      title: 'Your withdrawal was approved',
      body: '<p>Your withdrawal of <strong>$25.00</strong> has been approved and sent to your bank account.</p>',
    });
    expect(first!.translations[1]!.title).toBe('تمت الموافقة على طلب السحب');
    expect(first!.link).toBe('/helper/withdrawal');
    const mine = (await f.realtimeDeliveries()).filter((d) => d.accountIds.includes(accountId));
    expect(mine.map((d) => d.eventName)).toEqual(['in-app-notification', 'in-app-notification']);
    const payloads = mine.map((d) => inAppNotificationSchema.parse(JSON.parse(d.payloadJson)));
    expect(payloads.find((p) => p.notification.id === first!.id)?.unread).toBe(1);
    expect(payloads.find((p) => p.notification.id === second!.id)).toMatchObject({
      unread: 2,
      notification: { kind: 'EARNINGS_AVAILABLE', read: false, identify: { link: '/helper/earnings' } },
    });
  });

  it("writes the account's language first", async () => {
    const { accountId } = await f.account({ language: 'ar' });
    const [row] = await f.notify([{ accountId, fact: { kind: 'CALL_CHARGED', side: 'USER', amount: '$1.20', seconds: 90, addedToTab: '$1.20' } }]);
    expect(row!.translations.map((t) => t.language)).toEqual(['ar', 'en']);
    // All of it went on the tab: the text says so, with the real duration (90 s), never "charged".
    expect(row!.translations[0]!.body).toBe(
      '<p>أُضيف <strong>$1.20</strong> مقابل دقيقة واحدة و30 ثانية من المساعدة إلى حسابك المؤجل. لم يُخصم شيء من بطاقتك بعد: يُخصم الحساب المؤجل لاحقاً مع مكالمات قصيرة أخرى.</p>',
    );
  });

  it('gives one notification per event and account, however often the event comes', async () => {
    const { accountId } = await f.account();
    const eventId = randomUUID();
    for (let i = 0; i < 5; i += 1) await f.notify([{ accountId, fact: { kind: 'HELPER_VERIFIED' } }], eventId);
    expect(await f.database.db.select().from(notifications).where(eq(notifications.accountId, accountId))).toHaveLength(1);
    expect((await f.realtimeDeliveries()).filter((d) => d.accountIds.includes(accountId))).toHaveLength(1);
  });

  it('gives each in-app delivery the exact unread count when notices for one account are stored at the same time', async () => {
    const { accountId } = await f.account();
    await Promise.all(Array.from({ length: 8 }, () => f.notify([{ accountId, fact: { kind: 'CALL_ACCEPTED' } }])));
    const counts = (await f.realtimeDeliveries())
      .filter((d) => d.accountIds.includes(accountId))
      .map((d) => inAppNotificationSchema.parse(JSON.parse(d.payloadJson)).unread);
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("stores a batch of events at once: each account's in the batch's order with its counts, an event once however often it is in the batch or was applied before", async () => {
    const a = await f.account();
    const b = await f.account({ language: 'ar' });
    const earlier = randomUUID();
    await f.notify([{ accountId: a.accountId, fact: { kind: 'CALL_ACCEPTED' } }], earlier);
    const twice = randomUUID();
    const refund = (accountId: string, amount: string) => ({ accountId, fact: { kind: 'REFUND_ISSUED' as const, amount } });
    const stored = await f.database.db.transaction((tx) =>
      recordNotificationBatch(tx, f.deps, [
        { source: { eventId: randomUUID() }, notices: [refund(a.accountId, '$1.00'), refund(b.accountId, '$9.00')] },
        { source: { eventId: earlier }, notices: [{ accountId: a.accountId, fact: { kind: 'CALL_ACCEPTED' } }] },
        { source: { eventId: twice }, notices: [refund(a.accountId, '$2.00')] },
        { source: { eventId: twice }, notices: [refund(a.accountId, '$2.00')] },
        { source: { eventId: randomUUID() }, notices: [refund(a.accountId, '$3.00')] },
      ]),
    );
    // Each account's in the batch's order (the accounts themselves are taken in their locks' order).
    const amountsOf = (accountId: string) => stored.filter((row) => row.accountId === accountId).map((row) => row.translations[0]!.body.match(/\$\d\.00/)?.[0]);
    expect(stored).toHaveLength(4);
    expect(amountsOf(a.accountId)).toEqual(['$1.00', '$2.00', '$3.00']);
    expect(amountsOf(b.accountId)).toEqual(['$9.00']);
    expect(stored.find((row) => row.accountId === b.accountId)!.translations[0]!.language).toBe('ar');
    const payloadsOf = async (accountId: string) =>
      (await f.realtimeDeliveries())
        .filter((d) => d.accountIds.includes(accountId))
        .map((d) => inAppNotificationSchema.parse(JSON.parse(d.payloadJson)))
        .map(({ notification, unread }) => [notification.kind, unread]);
    // The earlier one counted first; the batch's follow in its order, as the outbox publishes them.
    expect(await payloadsOf(a.accountId)).toEqual([
      ['CALL_ACCEPTED', 1],
      ['REFUND_ISSUED', 2],
      ['REFUND_ISSUED', 3],
      ['REFUND_ISSUED', 4],
    ]);
    expect(await payloadsOf(b.accountId)).toEqual([['REFUND_ISSUED', 1]]);
    const lastOfA = stored.filter((row) => row.accountId === a.accountId).at(-1)!;
    const planned = await f.database.db.select().from(deliveries).where(eq(deliveries.notificationId, lastOfA.id));
    expect(planned.map((d) => [d.channel, d.destination])).toEqual([['email', a.email]]);
  });

  it('escapes what a person wrote and sanitises the HTML it keeps', async () => {
    const { accountId } = await f.account();
    const [row] = await f.notify([{ accountId, fact: { kind: 'HELPER_REJECTED', reason: '<script>alert(1)</script><img src=x onerror=alert(2)>blurry ID' } }]);
    for (const t of row!.translations) {
      // Only the escaped text is left: no element a browser would run.
      expect(t.body).not.toMatch(/<script|<img/);
      expect(t.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }
  });

  it('plans a delivery per switched-on channel: e-mail, SMS to a phone, push to each browser', async () => {
    const { accountId, email } = await f.account({ phone: '+15550100200' });
    await subscribePush(
      f.deps,
      { endpoint: 'https://fcm.example.test/a', p256dh: 'p-key', auth: 'a-key', platform: notification.Platform.PLATFORM_WEB },
      f.ctx(accountId),
    );
    const [row] = await f.notify([{ accountId, fact: { kind: 'REFUND_ISSUED', amount: '$5.00' } }]);
    const planned = await f.database.db.select().from(deliveries).where(eq(deliveries.notificationId, row!.id));
    expect(planned.map((d) => [d.channel, d.destination, d.status]).sort()).toEqual([
      ['email', email, 'PENDING'],
      ['push', 'https://fcm.example.test/a', 'PENDING'],
      ['sms', '+15550100200', 'PENDING'],
    ]);
  });

  it('plans nothing the account switched off, but a security notice still goes by e-mail (to the previous address for a changed e-mail)', async () => {
    const { accountId, email } = await f.account({ phone: '+15550100201' });
    await savePreferences(f.deps.db, accountId, { email: false, sms: false, push: false }, f.clock.now);
    const [plain] = await f.notify([{ accountId, fact: { kind: 'RECORDING_READY', side: 'USER' } }]);
    const [signIn] = await f.notify([{ accountId, fact: { kind: 'NEW_SIGN_IN', side: 'USER' } }]);
    const [changed] = await f.notify([{ accountId, fact: { kind: 'EMAIL_CHANGED', side: 'USER' }, emailTo: 'before@example.com' }]);
    const of = async (id: string) =>
      (await f.database.db.select().from(deliveries).where(eq(deliveries.notificationId, id))).map((d) => [d.channel, d.destination]);
    expect(await of(plain!.id)).toEqual([]);
    expect(await of(signIn!.id)).toEqual([['email', email]]);
    expect(await of(changed!.id)).toEqual([['email', 'before@example.com']]);
  });
});
