import { inAppNotificationSchema } from '@helpwire/contracts';
import { PaymentEvents, type Subscription } from '@helpwire/service-kit';
import { createTestBus, silentLogger, waitFor, type TestBus } from '@helpwire/service-kit/testing';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { useCaseFixture } from '../../test/use-case-fixture';
import { deliveries, notifications, processedEvents } from '../store/schema';
import { consumeNotificationEvents } from './consume-events';

describe('the notification consumers on JetStream (facts applied in batches)', () => {
  const f = useCaseFixture();
  let t: TestBus;
  let subscriptions: Subscription[];

  beforeAll(async () => {
    t = await createTestBus('notification-consumers');
    subscriptions = await consumeNotificationEvents({ ...f.deps, bus: t.bus, logger: silentLogger });
  });
  afterAll(async () => {
    for (const subscription of subscriptions) await subscription.stop();
    await t.destroy();
  });

  /** Publishes helpwire.payment.refund_issued as payment's relay does (event id = message id); answers the event id. */
  const refund = async (userId: string, cents: number) => {
    const eventId = randomUUID();
    const data = PaymentEvents.refundIssued.codec
      .encode({
        eventId,
        occurredAt: new Date(),
        disputeId: randomUUID(),
        callId: 'HW-1',
        helperId: randomUUID(),
        userId,
        amount: { currency: 'USD', amountMinor: String(cents) },
      })
      .finish();
    await t.bus.publish({ id: eventId, subject: PaymentEvents.refundIssued.subject, data, headers: {} });
    return eventId;
  };
  const inAppOf = async (accountId: string) =>
    (await f.realtimeDeliveries())
      .filter((d) => d.accountIds.includes(accountId))
      .map((d) => inAppNotificationSchema.parse(JSON.parse(d.payloadJson)))
      .map(({ notification, unread }) => ({ unread, body: notification.translations[0]!.body }));

  it("stores every good fact of a burst once, each account's in the order published with its exact counts, and leaves a bad fact to be redelivered", async () => {
    const a = await f.account();
    const b = await f.account();
    // Published back to back: the consumer takes them together, the bad one (no such account id) among them.
    const published = [await refund(a.accountId, 100), await refund(b.accountId, 700), await refund('not-an-account', 300)];
    for (const cents of [200, 300, 400]) published.push(await refund(a.accountId, cents));
    const mine = (await waitFor(async () => {
      const found = await inAppOf(a.accountId);
      return found.length === 4 ? found : undefined;
    }, 15_000))!;
    expect(mine.map(({ unread }) => unread)).toEqual([1, 2, 3, 4]);
    expect(mine.map(({ body }) => /\$(\d)\.00/.exec(body)?.[1])).toEqual(['1', '2', '3', '4']);
    expect(await inAppOf(b.accountId)).toEqual([{ unread: 1, body: expect.stringContaining('$7.00') }]);
    // Each stored once, with its e-mail planned (the account's preferences: every channel on).
    const stored = await f.database.db.select().from(notifications).where(eq(notifications.accountId, a.accountId));
    expect(stored).toHaveLength(4);
    const planned = await f.database.db.select().from(deliveries).where(eq(deliveries.notificationId, stored[0]!.id));
    expect(planned.map((d) => [d.channel, d.destination])).toEqual([['email', a.email]]);
    // The bad fact was not marked processed: the bus delivers it again (and it fails again) until it gives up.
    const processed = new Set((await f.database.db.select().from(processedEvents)).map((row) => row.eventId));
    expect(published.map((id) => processed.has(id))).toEqual([true, true, false, true, true, true]);
  });
});
