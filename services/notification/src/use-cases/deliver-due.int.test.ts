import { notification } from '@helpwire/proto';
import { eq } from 'drizzle-orm';
import { useCaseFixture } from '../../test/use-case-fixture';
import { deliveriesOf } from '../store/delivery-store';
import { pushSubscriptionsOf } from '../store/push-subscription-store';
import { notifications } from '../store/schema';
import { deliverDue, errorText } from './deliver-due';
import { subscribePush } from './push-subscriptions';

const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

describe("deliverDue (the delivery worker's round)", () => {
  const f = useCaseFixture();
  const subscribe = (accountId: string, endpoint: string) =>
    subscribePush(f.deps, { endpoint, p256dh: 'p256dh-key', auth: 'auth-key', platform: notification.Platform.PLATFORM_WEB }, f.ctx(accountId));

  it("sends the e-mail (in the account's language), the SMS and the push, and records each as sent", async () => {
    const { accountId, email } = await f.account({ language: 'ar', phone: '+15550100300' });
    await subscribe(accountId, 'https://fcm.example.test/ok');
    const [row] = await f.notify([{ accountId, fact: { kind: 'WITHDRAWAL_REJECTED', amount: '$40.00', reason: 'Wrong IBAN' } }]);
    expect(await deliverDue(f.delivery)).toBe(3);
    const mail = f.senders.email.sent.find((m) => m.to === email)!;
    expect(mail.email.subject).toBe('تم رفض طلب السحب');
    expect(mail.email.html).toContain('dir="rtl"');
    expect(mail.email.html).toContain('https://helpwire.test/helper/withdrawal');
    expect(f.senders.sms.sent.find((m) => m.to === '+15550100300')?.text).toBe(
      'تم رفض طلب السحب: تم رفض سحب مبلغ $40.00، وأُعيد المبلغ إلى محفظتك. السبب: Wrong IBAN',
    );
    const push = f.senders.push.sent.find((p) => p.subscription.endpoint === 'https://fcm.example.test/ok')!;
    expect(push.payload).toMatchObject({
      notificationId: row!.id,
      kind: 'WITHDRAWAL_REJECTED',
      title: 'تم رفض طلب السحب',
      url: 'https://helpwire.test/helper/withdrawal',
    });
    expect(push.options).toEqual({ ttlSeconds: 86_400, urgency: 'normal' });
    const recorded = await deliveriesOf(f.deps.db, row!.id);
    expect(recorded.map((d) => [d.channel, d.status, d.attempts])).toEqual([
      ['email', 'SENT', 1],
      ['push', 'SENT', 1],
      ['sms', 'SENT', 1],
    ]);
    expect(await deliverDue(f.delivery)).toBe(0);
  });

  it('pushes a missed call with a short time to live', async () => {
    const { accountId } = await f.account({ role: 'HELPER' });
    await subscribe(accountId, 'https://fcm.example.test/helper-phone');
    await f.notify([{ accountId, fact: { kind: 'CALL_MISSED' } }]);
    await deliverDue(f.delivery);
    expect(f.senders.push.sent.find((p) => p.subscription.endpoint === 'https://fcm.example.test/helper-phone')?.options).toEqual({
      ttlSeconds: 60,
      urgency: 'high',
    });
  });

  it("retries a failed e-mail after the policy's delay, records every attempt, and gives up when the policy says so; the notification stays", async () => {
    const { accountId, email } = await f.account();
    const [row] = await f.notify([{ accountId, fact: { kind: 'DISPUTE_RESOLVED', side: 'USER' } }]);
    const start = f.clock.now;
    f.senders.email.failNext = 1;
    await deliverDue(f.delivery);
    let [delivery] = await deliveriesOf(f.deps.db, row!.id);
    expect(delivery).toMatchObject({ status: 'PENDING', attempts: 1, nextAttemptAt: later(start, 1000), lastError: 'SMTP 451 temporary failure for [email]' });
    f.clock.now = later(start, 999);
    expect(await deliverDue(f.delivery)).toBe(0);
    f.clock.now = later(start, 1000);
    await deliverDue(f.delivery);
    [delivery] = await deliveriesOf(f.deps.db, row!.id);
    expect(delivery).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(f.senders.email.sent.filter((m) => m.to === email)).toHaveLength(1);

    // Four failures in a row: attempts 1–4, then the policy gives up.
    const [second] = await f.notify([{ accountId, fact: { kind: 'REFUND_ISSUED', amount: '$2.00' } }]);
    f.senders.email.failNext = 4;
    for (let i = 0; i < 4; i += 1) {
      await deliverDue(f.delivery);
      f.clock.now = later(f.clock.now, 10_000);
    }
    [delivery] = await deliveriesOf(f.deps.db, second!.id);
    expect(delivery).toMatchObject({ status: 'FAILED', attempts: 4 });
    expect(delivery!.lastError).not.toContain(email);
    const [kept] = await f.database.db.select().from(notifications).where(eq(notifications.id, second!.id));
    expect(kept).toMatchObject({ id: second!.id, read: false });
    f.clock.now = start;
  });

  it('removes a push subscription the push service says is gone, and marks its delivery GONE', async () => {
    const { accountId } = await f.account();
    await subscribe(accountId, 'https://fcm.example.test/dead');
    await subscribe(accountId, 'https://fcm.example.test/alive');
    f.senders.push.gone.add('https://fcm.example.test/dead');
    const [row] = await f.notify([{ accountId, fact: { kind: 'RECORDING_READY', side: 'USER' } }]);
    await deliverDue(f.delivery);
    const pushes = (await deliveriesOf(f.deps.db, row!.id)).filter((d) => d.channel === 'push');
    expect(pushes.map((d) => [d.destination, d.status])).toEqual([
      ['https://fcm.example.test/alive', 'SENT'],
      ['https://fcm.example.test/dead', 'GONE'],
    ]);
    expect((await pushSubscriptionsOf(f.deps.db, accountId)).map((s) => s.endpoint)).toEqual(['https://fcm.example.test/alive']);
  });

  it('keeps addresses and phone numbers out of stored errors', () => {
    expect(errorText(new Error('550 mailbox layla@example.com unavailable; sms to +971 50 123 4567 refused'))).toBe(
      '550 mailbox [email] unavailable; sms to [phone] refused',
    );
  });
});
