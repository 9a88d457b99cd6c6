import { Metadata } from '@grpc/grpc-js';
import { auth, authEvents, callEvents, dispute, notification } from '@helpwire/proto';
import {
  AuthEvents,
  CallEvents,
  ContentEvents,
  PaymentEvents,
  RealtimeDeliveries,
  type EventData,
  type EventEnvelopeFields,
  type TypedEvent,
} from '@helpwire/service-kit';
import { createTestBus, createTestDatabase, silentLogger, waitFor, type TestBus, type TestDatabase } from '@helpwire/service-kit/testing';
import { and, count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { startNotificationService, type RunningNotificationService } from '../src/app';
import { updatePreferences } from '../src/use-cases/preferences';
import { deliveries, notifications, outbox, processedEvents, pushSubscriptions, recipients } from '../src/store/schema';
import { publishEvent } from './published-events';
import { deliveryPortsOf, recordingSenders } from './recording-senders';

const usd = (cents: number) => ({ currency: 'USD', amountMinor: String(cents) });

/**
 * The consumers on real PostgreSQL and JetStream: each event the service listens to, published as
 * its service's outbox relay publishes it, becomes exactly one notification per recipient in their
 * language, however often it comes; the delivery worker then sends what the preferences allow.
 */
describe('notification consumers on PostgreSQL and JetStream', () => {
  let database: TestDatabase;
  let t: TestBus;
  let service: RunningNotificationService;
  const senders = recordingSenders();

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await createTestBus('notification-events');
    service = await startNotificationService({
      database,
      bus: t.bus,
      logger: silentLogger,
      grpcPort: 0,
      grpcHost: '127.0.0.1',
      outboxIntervalMs: 100,
      delivery: deliveryPortsOf(senders),
      config: { DELIVERY_INTERVAL_MS: 50 },
    });
  });

  afterAll(async () => {
    await service.stop();
    await t.destroy();
    await database.drop();
  });

  const db = () => database.db;
  const notificationsOf = (accountId: string) => db().select().from(notifications).where(eq(notifications.accountId, accountId));
  const processedCount = async (consumer: string) =>
    (await db().select({ n: count() }).from(processedEvents).where(eq(processedEvents.consumer, consumer)))[0]!.n;

  /** An account auth told the service about (sign-up, then its profile), once the projection holds it. */
  async function person(role: 'USER' | 'HELPER', options: { language?: string; phone?: string } = {}) {
    const userId = randomUUID();
    const email = `p.${userId.slice(0, 8)}@example.com`;
    await publishEvent(t.bus, AuthEvents.userRegistered, {
      userId,
      role: role === 'HELPER' ? auth.Role.ROLE_HELPER : auth.Role.ROLE_USER,
      email,
      language: options.language ?? 'en',
    });
    await publishEvent(
      t.bus,
      AuthEvents.profileUpdated,
      authEvents.ProfileUpdated.fromPartial({ userId, email, phone: options.phone, language: options.language ?? 'en' }),
    );
    await waitFor(
      async () =>
        (await db().select().from(recipients).where(eq(recipients.accountId, userId)))[0]?.email === email &&
        (options.phone === undefined || (await db().select().from(recipients).where(eq(recipients.accountId, userId)))[0]?.phone === options.phone),
      10_000,
    );
    return { userId, email };
  }

  it('gives exactly one notification for every consumed event, even when each is redelivered, and one event redelivered 1,000 times', async () => {
    const user = await person('USER');
    const helper = await person('HELPER');
    const [u, h] = [user.userId, helper.userId];
    const call = { callId: randomUUID(), userId: u, helperId: h };
    type Case = { event: TypedEvent<EventEnvelopeFields>; data: object; durable: string; to: string[]; kind: string };
    const cases: Case[] = [
      {
        event: AuthEvents.helperVerified,
        data: { userId: h, status: auth.VerificationStatus.VERIFICATION_STATUS_APPROVED },
        durable: 'notification-helper-verified',
        to: [h],
        kind: 'HELPER_VERIFIED',
      },
      {
        event: AuthEvents.helperRejected,
        data: { userId: h, status: auth.VerificationStatus.VERIFICATION_STATUS_REJECTED, reason: 'Blurry ID' },
        durable: 'notification-helper-rejected',
        to: [h],
        kind: 'HELPER_REJECTED',
      },
      {
        event: AuthEvents.emailChanged,
        data: { userId: u, previousEmail: 'old@example.com', email: user.email },
        durable: 'notification-email-changed',
        to: [u],
        kind: 'EMAIL_CHANGED',
      },
      {
        event: AuthEvents.passwordChanged,
        data: { userId: u, method: authEvents.PasswordChangeMethod.PASSWORD_CHANGE_METHOD_CHANGED },
        durable: 'notification-password-changed',
        to: [u],
        kind: 'PASSWORD_CHANGED',
      },
      {
        event: AuthEvents.signedIn,
        data: { userId: u, role: auth.Role.ROLE_USER, method: authEvents.SignInMethod.SIGN_IN_METHOD_PASSWORD },
        durable: 'notification-signed-in',
        to: [u],
        kind: 'NEW_SIGN_IN',
      },
      {
        event: AuthEvents.accountWarned,
        data: { userId: h, warningId: randomUUID(), reason: 'Late twice', source: auth.WarningSource.WARNING_SOURCE_ADMIN },
        durable: 'notification-account-warned',
        to: [h],
        kind: 'ACCOUNT_WARNED',
      },
      {
        event: CallEvents.missed,
        data: { ...call, wave: 1, reason: callEvents.MissedReason.MISSED_REASON_TIMED_OUT },
        durable: 'notification-call-missed',
        to: [h],
        kind: 'CALL_MISSED',
      },
      { event: CallEvents.accepted, data: { ...call, categoryId: 'tech', wave: 1 }, durable: 'notification-call-accepted', to: [u], kind: 'CALL_ACCEPTED' },
      {
        event: CallEvents.unanswered,
        data: { callId: call.callId, userId: u, state: callEvents.UnansweredState.UNANSWERED_STATE_DECLINED },
        durable: 'notification-call-unanswered',
        to: [u],
        kind: 'CALL_DECLINED',
      },
      {
        event: CallEvents.reviewed,
        data: { callId: call.callId, author: callEvents.CallParty.CALL_PARTY_USER, authorId: u, subjectId: h, rating: 5 },
        durable: 'notification-call-reviewed',
        to: [h],
        kind: 'REVIEW_RECEIVED',
      },
      {
        event: CallEvents.recordingReady,
        data: { ...call, recordingId: randomUUID() },
        durable: 'notification-recording-ready',
        to: [u, h],
        kind: 'RECORDING_READY',
      },
      {
        event: PaymentEvents.callCharged,
        data: { ...call, price: usd(240), helperEarnings: usd(192), billableSeconds: 200 },
        durable: 'notification-call-charged',
        to: [u, h],
        kind: 'CALL_CHARGED',
      },
      {
        event: PaymentEvents.chargeFailed,
        data: { userId: u, tabChargeId: randomUUID(), amount: usd(1000), failureCode: 'card_declined' },
        durable: 'notification-charge-failed',
        to: [u],
        kind: 'CHARGE_FAILED',
      },
      {
        event: PaymentEvents.earningsAvailable,
        data: { helperId: h, callId: call.callId, amount: usd(192) },
        durable: 'notification-earnings-available',
        to: [h],
        kind: 'EARNINGS_AVAILABLE',
      },
      {
        event: PaymentEvents.withdrawalApproved,
        data: { withdrawalId: randomUUID(), helperId: h, amount: usd(5000) },
        durable: 'notification-withdrawal-approved',
        to: [h],
        kind: 'WITHDRAWAL_APPROVED',
      },
      {
        event: PaymentEvents.withdrawalRejected,
        data: { withdrawalId: randomUUID(), helperId: h, amount: usd(5000), reason: 'Wrong IBAN' },
        durable: 'notification-withdrawal-rejected',
        to: [h],
        kind: 'WITHDRAWAL_REJECTED',
      },
      {
        event: PaymentEvents.disputeOpened,
        data: { disputeId: randomUUID(), ...call, openedBy: dispute.DisputeSide.DISPUTE_SIDE_USER },
        durable: 'notification-dispute-opened',
        to: [h],
        kind: 'DISPUTE_OPENED',
      },
      {
        event: PaymentEvents.disputeResolved,
        data: {
          disputeId: randomUUID(),
          ...call,
          openedBy: dispute.DisputeSide.DISPUTE_SIDE_USER,
          resolution: dispute.DisputeResolution.DISPUTE_RESOLUTION_FULL_REFUND,
        },
        durable: 'notification-dispute-resolved',
        to: [u, h],
        kind: 'DISPUTE_RESOLVED',
      },
      {
        event: PaymentEvents.refundIssued,
        data: { disputeId: randomUUID(), callId: call.callId, userId: u, helperId: h, amount: usd(240), toCard: usd(240) },
        durable: 'notification-refund-issued',
        to: [u],
        kind: 'REFUND_ISSUED',
      },
      {
        event: PaymentEvents.subscriptionInvoicePaid,
        data: {
          accountId: u,
          invoiceId: randomUUID(),
          invoiceNumber: 'HW-2026-000007',
          planId: 'plus',
          total: usd(499),
          periodEnd: new Date('2027-01-07T10:00:00Z'),
        },
        durable: 'notification-subscription-invoice-paid',
        to: [u],
        kind: 'SUBSCRIPTION_INVOICE_PAID',
      },
      {
        event: PaymentEvents.subscriptionPaymentFailed,
        data: {
          accountId: u,
          invoiceId: randomUUID(),
          planId: 'plus',
          total: usd(499),
          attempt: 1,
          nextRetryAt: new Date('2026-12-08T10:00:00Z'),
          graceEndsAt: new Date('2026-12-14T10:00:00Z'),
          failureCode: 'card_declined',
        },
        durable: 'notification-subscription-payment-failed',
        to: [u],
        kind: 'SUBSCRIPTION_PAYMENT_FAILED',
      },
      {
        event: PaymentEvents.subscriptionEnded,
        data: { accountId: u, planId: 'plus', reason: 'PAYMENT_FAILED' },
        durable: 'notification-subscription-ended',
        to: [u],
        kind: 'SUBSCRIPTION_ENDED',
      },
    ];
    expect(new Set(cases.map((c) => c.kind)).size).toBe(notification.NotificationKind.NOTIFICATION_KIND_SUBSCRIPTION_ENDED);

    // Every event three times with its own id (JetStream drops the copies) and twice replayed under a new message id.
    const eventIds = new Map<Case, string>();
    for (const c of cases) {
      const eventId = randomUUID();
      eventIds.set(c, eventId);
      for (let i = 0; i < 3; i += 1) await publishEvent(t.bus, c.event, c.data as EventData<typeof c.event>, { eventId });
      for (let i = 0; i < 2; i += 1) await publishEvent(t.bus, c.event, c.data as EventData<typeof c.event>, { eventId, messageId: `${eventId}:replay-${i}` });
    }
    // One of them 1,000 times more through the consumer (each copy a message of its own).
    const hot = cases.find((c) => c.kind === 'WITHDRAWAL_APPROVED')!;
    await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        publishEvent(t.bus, hot.event, hot.data as EventData<typeof hot.event>, { eventId: eventIds.get(hot), messageId: `${eventIds.get(hot)}:again-${i}` }),
      ),
    );
    await waitFor(async () => (await processedCount(hot.durable)) === 1003, 60_000, 50);
    for (const c of cases) await waitFor(async () => (await processedCount(c.durable)) >= 3, 20_000);

    for (const c of cases) {
      for (const accountId of c.to) {
        const rows = (await notificationsOf(accountId)).filter((n) => n.sourceEventId === eventIds.get(c));
        expect({ kind: c.kind, accountId, count: rows.length }).toEqual({ kind: c.kind, accountId, count: 1 });
        expect(rows[0]!.kind).toBe(c.kind);
      }
    }
    const total = async (id: string) => (await notificationsOf(id)).length;
    expect(await total(u)).toBe(cases.filter((c) => c.to.includes(u)).length);
    expect(await total(h)).toBe(cases.filter((c) => c.to.includes(h)).length);
    // One in-app delivery per notification, and the e-mail of the hot event sent once.
    const inApp = await db().select({ n: count() }).from(outbox).where(eq(outbox.subject, RealtimeDeliveries.notification.subject));
    expect(inApp[0]!.n).toBe((await total(u)) + (await total(h)));
    await waitFor(() => senders.email.sent.some((m) => m.to === helper.email && m.email.subject === 'Your withdrawal was approved'), 10_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(senders.email.sent.filter((m) => m.to === helper.email && m.email.subject === 'Your withdrawal was approved')).toHaveLength(1);
  }, 120_000);

  it('tells where the money went: a call on the tab is "added to your tab", a refund off the tab "taken off your tab" (bell and e-mail agree)', async () => {
    const user = await person('USER');
    const arabic = await person('USER', { language: 'ar' });
    for (const who of [user, arabic]) {
      const callId = randomUUID();
      await publishEvent(t.bus, PaymentEvents.callCharged, {
        callId,
        userId: who.userId,
        helperId: randomUUID(),
        price: usd(180),
        helperEarnings: usd(144),
        billableSeconds: 90,
        captured: usd(0),
        addedToTab: usd(180),
      });
      await publishEvent(t.bus, PaymentEvents.refundIssued, {
        disputeId: randomUUID(),
        callId,
        userId: who.userId,
        helperId: randomUUID(),
        amount: usd(90),
        toCard: usd(0),
        offTab: usd(90),
      });
    }
    const both = async (accountId: string) => {
      const rows = await notificationsOf(accountId);
      return rows.length === 2 ? rows : undefined;
    };
    const rows = (await waitFor(() => both(user.userId), 10_000))!;
    const en = (kind: string) => rows.find((r) => r.kind === kind)!.translations.find((x) => x.language === 'en')!;
    expect(en('CALL_CHARGED').body).toBe(
      '<p><strong>$1.80</strong> for 1 minute 30 seconds of help was added to your tab. Nothing was charged to your card yet: your tab is charged later, together with other short calls.</p>',
    );
    expect(en('REFUND_ISSUED')).toMatchObject({
      title: 'Your tab was reduced',
      body: '<p><strong>$0.90</strong> was taken off your tab. It had not been charged to your card, so nothing comes back to the card.</p>',
    });
    await waitFor(
      () => senders.email.sent.filter((m) => m.to === user.email).length === 2 && senders.email.sent.filter((m) => m.to === arabic.email).length === 2,
      10_000,
    );
    const mails = senders.email.sent.filter((m) => m.to === user.email).map((m) => m.email);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Your call has ended', 'Your tab was reduced']);
    expect(mails.find((m) => m.subject === 'Your call has ended')!.text).toContain('was added to your tab');
    expect(mails.map((m) => m.text).join(' ')).not.toMatch(/You were charged|on its way to your card/);
    const arMails = senders.email.sent.filter((m) => m.to === arabic.email).map((m) => m.email);
    expect(arMails.map((m) => m.subject).sort()).toEqual(['انتهت مكالمتك', 'تم تخفيض حسابك المؤجل'].sort());
    expect(arMails.map((m) => m.text).join(' ')).not.toMatch(/تم خصم|في طريقه إلى بطاقتك/);
  });

  it("writes each notification in the account's language first", async () => {
    const arabic = await person('HELPER', { language: 'ar' });
    const english = await person('HELPER', { language: 'en' });
    for (const helper of [arabic, english])
      await publishEvent(t.bus, AuthEvents.helperVerified, { userId: helper.userId, status: auth.VerificationStatus.VERIFICATION_STATUS_APPROVED });
    const only = async (accountId: string) => {
      const rows = await notificationsOf(accountId);
      return rows.length === 1 ? rows[0]! : undefined;
    };
    const ar = (await waitFor(() => only(arabic.userId), 10_000))!;
    const en = (await waitFor(() => only(english.userId), 10_000))!;
    expect(ar.translations.map((x) => [x.language, x.title])).toEqual([
      ['ar', 'تم توثيق حسابك كمساعد'],
      ['en', 'Your helper account is verified'],
    ]);
    expect(en.translations.map((x) => x.language)).toEqual(['en', 'ar']);
    // The e-mail goes out in the account's language too.
    await waitFor(() => senders.email.sent.some((m) => m.to === arabic.email), 10_000);
    expect(senders.email.sent.find((m) => m.to === arabic.email)!.email).toMatchObject({ subject: 'تم توثيق حسابك كمساعد' });
  });

  it('sends nothing by a channel switched off, while a security notice still goes by e-mail', async () => {
    const user = await person('USER', { phone: '+15550100500' });
    const endpoint = `https://push.example.test/${user.userId}`;
    await database.db.insert(pushSubscriptions).values({ accountId: user.userId, endpoint, p256dh: 'k', auth: 'a' });
    await service.deliveries.wake();
    // Everything on: e-mail, SMS and push.
    await publishEvent(t.bus, PaymentEvents.refundIssued, {
      disputeId: randomUUID(),
      callId: randomUUID(),
      userId: user.userId,
      helperId: randomUUID(),
      amount: usd(300),
      toCard: usd(300),
    });
    await waitFor(
      () =>
        senders.email.sent.some((m) => m.to === user.email) &&
        senders.sms.sent.some((m) => m.to === '+15550100500') &&
        senders.push.sent.some((p) => p.subscription.endpoint === endpoint),
      10_000,
    );
    // Everything off (as PUT /notifications/preference does).
    await updatePreferences(
      { db: database.db, now: () => new Date() },
      { push: false, email: false, sms: false },
      { identity: { userId: user.userId, role: 'USER', requestId: 'r', language: 'en' }, logger: silentLogger, metadata: new Metadata() },
    );
    const before = { email: senders.email.sent.length, sms: senders.sms.sent.length, push: senders.push.sent.length };
    const chargeFailed = await publishEvent(t.bus, PaymentEvents.chargeFailed, {
      userId: user.userId,
      tabChargeId: randomUUID(),
      amount: usd(1000),
      failureCode: 'card_declined',
    });
    const signedIn = await publishEvent(t.bus, AuthEvents.signedIn, {
      userId: user.userId,
      role: auth.Role.ROLE_USER,
      method: authEvents.SignInMethod.SIGN_IN_METHOD_PASSWORD,
    });
    await waitFor(async () => (await notificationsOf(user.userId)).length === 3, 10_000);
    await waitFor(() => senders.email.sent.some((m) => m.to === user.email && m.email.subject === 'New sign-in to your account'), 10_000);
    await service.deliveries.wake();
    const sourceOf = async (eventId: string) => (await notificationsOf(user.userId)).find((n) => n.sourceEventId === eventId)!;
    expect(
      await db()
        .select()
        .from(deliveries)
        .where(eq(deliveries.notificationId, (await sourceOf(chargeFailed)).id)),
    ).toEqual([]);
    expect(
      (
        await db()
          .select()
          .from(deliveries)
          .where(eq(deliveries.notificationId, (await sourceOf(signedIn)).id))
      ).map((d) => [d.channel, d.status]),
    ).toEqual([['email', 'SENT']]);
    expect({ email: senders.email.sent.length, sms: senders.sms.sent.length, push: senders.push.sent.length }).toEqual({ ...before, email: before.email + 1 });
  });

  it('tells a warned person once per warning: one notification in their language, one e-mail even with e-mail off, however often the event comes', async () => {
    const arabic = await person('USER', { language: 'ar' });
    const english = await person('HELPER', { language: 'en' });
    await updatePreferences(
      { db: database.db, now: () => new Date() },
      { push: false, email: false, sms: false },
      { identity: { userId: arabic.userId, role: 'USER', requestId: 'r', language: 'ar' }, logger: silentLogger, metadata: new Metadata() },
    );
    const warned = (userId: string, reason: string, source: auth.WarningSource) =>
      authEvents.AccountWarned.fromPartial({ userId, warningId: randomUUID(), reason, source });
    const arEvent = await publishEvent(t.bus, AuthEvents.accountWarned, warned(arabic.userId, 'Rude <b>in</b> chat', auth.WarningSource.WARNING_SOURCE_FLAG));
    for (let i = 0; i < 3; i += 1)
      await publishEvent(t.bus, AuthEvents.accountWarned, warned(arabic.userId, 'Rude <b>in</b> chat', auth.WarningSource.WARNING_SOURCE_FLAG), {
        eventId: arEvent,
        messageId: `${arEvent}:again-${i}`,
      });
    await publishEvent(
      t.bus,
      AuthEvents.accountWarned,
      warned(english.userId, 'A dispute about call x was decided against this account.', auth.WarningSource.WARNING_SOURCE_DISPUTE),
    );
    await waitFor(async () => (await processedCount('notification-account-warned')) >= 5, 10_000);
    const [ar] = await notificationsOf(arabic.userId);
    expect(await notificationsOf(arabic.userId)).toHaveLength(1);
    expect(ar).toMatchObject({ kind: 'ACCOUNT_WARNED', link: '/profile-management' });
    expect(ar!.translations.map((x) => [x.language, x.title])).toEqual([
      ['ar', 'وصلك تحذير'],
      ['en', 'You received a warning'],
    ]);
    // The admin's words, escaped, in both languages.
    expect(ar!.translations[0]!.body).toContain('السبب: Rude &lt;b&gt;in&lt;/b&gt; chat');
    expect(ar!.translations[1]!.body).toContain('Reason: Rude &lt;b&gt;in&lt;/b&gt; chat');
    const [en] = await notificationsOf(english.userId);
    expect(en).toMatchObject({ kind: 'ACCOUNT_WARNED', link: '/helper/profile-management' });
    // A dispute's warning is said in the reader's words, not auth's English sentence.
    expect(en!.translations[0]!.body).toContain('A dispute about one of your calls was decided against you');
    expect(en!.translations[0]!.body).not.toContain('call x');
    await waitFor(() => senders.email.sent.some((m) => m.to === arabic.email) && senders.email.sent.some((m) => m.to === english.email), 10_000);
    await service.deliveries.wake();
    await new Promise((r) => setTimeout(r, 300));
    const arMails = senders.email.sent.filter((m) => m.to === arabic.email).map((m) => m.email);
    expect(arMails.map((m) => m.subject)).toEqual(['وصلك تحذير']);
    expect(arMails[0]!.html).toContain('dir="rtl"');
    expect(senders.email.sent.filter((m) => m.to === english.email).map((m) => m.email.subject)).toEqual(['You received a warning']);
    // In-app: one realtime delivery each.
    const inApp = await db().select().from(outbox).where(eq(outbox.subject, RealtimeDeliveries.notification.subject));
    const toArabic = inApp.filter((row) => RealtimeDeliveries.notification.codec.decode(row.payload).accountIds.includes(arabic.userId));
    expect(toArabic).toHaveLength(1);
  });

  it('tells the person about their storage plan: a paid invoice in-app; a declined renewal and the end of the plan in-app and by e-mail even with e-mail off', async () => {
    const user = await person('USER');
    const arabic = await person('USER', { language: 'ar' });
    for (const who of [user, arabic])
      await updatePreferences(
        { db: database.db, now: () => new Date() },
        { push: false, email: false, sms: false },
        { identity: { userId: who.userId, role: 'USER', requestId: 'r', language: 'en' }, logger: silentLogger, metadata: new Metadata() },
      );
    const paid = await publishEvent(t.bus, PaymentEvents.subscriptionInvoicePaid, {
      accountId: user.userId,
      invoiceId: randomUUID(),
      invoiceNumber: 'HW-2026-000123',
      planId: 'plus',
      total: usd(499),
      periodEnd: new Date('2027-01-07T10:00:00Z'),
    });
    const failed = await publishEvent(t.bus, PaymentEvents.subscriptionPaymentFailed, {
      accountId: user.userId,
      invoiceId: randomUUID(),
      planId: 'plus',
      total: usd(499),
      attempt: 4,
      graceEndsAt: new Date('2026-12-14T10:00:00Z'),
      failureCode: 'card_declined',
    });
    const ended = await publishEvent(t.bus, PaymentEvents.subscriptionEnded, { accountId: user.userId, planId: 'plus', reason: 'PAYMENT_FAILED' });
    await publishEvent(t.bus, PaymentEvents.subscriptionEnded, { accountId: arabic.userId, planId: 'pro', reason: 'CANCELED' });
    await waitFor(async () => (await notificationsOf(user.userId)).length === 3 && (await notificationsOf(arabic.userId)).length === 1, 10_000);
    const rows = await notificationsOf(user.userId);
    const bySource = (eventId: string) => rows.find((r) => r.sourceEventId === eventId)!;
    const en = (eventId: string) => bySource(eventId).translations.find((x) => x.language === 'en')!;
    expect(bySource(paid)).toMatchObject({ kind: 'SUBSCRIPTION_INVOICE_PAID', link: '/subscribed-plan' });
    expect(en(paid)).toMatchObject({ title: 'Payment received' });
    expect(en(paid).body).toContain('<strong>$4.99</strong> for invoice <strong>HW-2026-000123</strong>');
    expect(bySource(failed)).toMatchObject({ kind: 'SUBSCRIPTION_PAYMENT_FAILED', link: '/payment-methods' });
    expect(en(failed).body).toContain('your plan ends on <strong>14 December 2026</strong>');
    expect(bySource(ended)).toMatchObject({ kind: 'SUBSCRIPTION_ENDED', link: '/subscribed-plan' });
    expect(en(ended).body).toContain('read-only until you are back under your quota or choose a bigger plan');

    // E-mail is off: the payment failure and the end still go by e-mail (with the footer saying why); the paid invoice does not.
    await waitFor(() => senders.email.sent.filter((m) => m.to === user.email).length === 2 && senders.email.sent.some((m) => m.to === arabic.email), 10_000);
    await service.deliveries.wake();
    await new Promise((r) => setTimeout(r, 300));
    const mails = senders.email.sent.filter((m) => m.to === user.email).map((m) => m.email);
    expect(mails.map((m) => m.subject).sort()).toEqual(['We could not renew your storage plan', 'Your storage plan has ended']);
    const failedMail = mails.find((m) => m.subject === 'We could not renew your storage plan')!;
    expect(failedMail.text).toContain('$4.99');
    expect(failedMail.text).toContain('14 December 2026');
    expect(failedMail.html).toContain('/payment-methods');
    expect(
      await db()
        .select()
        .from(deliveries)
        .where(eq(deliveries.notificationId, bySource(paid).id)),
    ).toEqual([]);
    const arMails = senders.email.sent.filter((m) => m.to === arabic.email).map((m) => m.email);
    expect(arMails.map((m) => m.subject)).toEqual(['انتهت خطة التخزين']);
    expect(arMails[0]!.html).toContain('dir="rtl"');
    expect(arMails[0]!.text).toContain('أُلغيت خطة التخزين');
  });

  it('removes a push subscription the push service says is gone, and keeps the notification', async () => {
    const user = await person('USER');
    const dead = `https://push.example.test/dead-${user.userId}`;
    await database.db.insert(pushSubscriptions).values({ accountId: user.userId, endpoint: dead, p256dh: 'k', auth: 'a' });
    senders.push.gone.add(dead);
    await publishEvent(t.bus, CallEvents.accepted, { callId: randomUUID(), userId: user.userId, helperId: randomUUID(), categoryId: 'tech', wave: 1 });
    await waitFor(async () => (await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, dead))).length === 0, 10_000);
    const [kept] = await notificationsOf(user.userId);
    expect(kept).toMatchObject({ kind: 'CALL_ACCEPTED', read: false });
    expect(
      (
        await db()
          .select()
          .from(deliveries)
          .where(and(eq(deliveries.notificationId, kept!.id), eq(deliveries.channel, 'push')))
      ).map((d) => d.status),
    ).toEqual(['GONE']);
  });

  it('confirms a message to support once, by e-mail in its language, without repeating what was typed, and retries a failed send', async () => {
    const messageId = randomUUID();
    const to = `writer.${messageId.slice(0, 8)}@example.com`;
    const typed = { name: 'Mallory <b>', email: to, subject: 'Buy cheap watches', message: 'Visit http://spam.example', language: 'ar' };
    senders.email.failNext = 1;
    const eventId = await publishEvent(t.bus, ContentEvents.contactReceived, { messageId, ...typed });
    await publishEvent(t.bus, ContentEvents.contactReceived, { messageId, ...typed }, { eventId, messageId: `${eventId}-again` });
    await waitFor(async () => (await processedCount('notification-contact-received')) >= 1, 10_000);
    const confirmations = () => senders.email.sent.filter((s) => s.to === to);
    await waitFor(async () => confirmations().length === 1, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(confirmations()).toHaveLength(1);
    const { email } = confirmations()[0]!;
    expect(email.subject).toBe('وصلتنا رسالتك');
    expect(email.html).toContain('dir="rtl"');
    expect(email.text).toContain(messageId.replace(/-/g, '').slice(0, 8).toUpperCase());
    for (const words of ['Mallory', 'watches', 'spam.example']) expect(`${email.html}${email.text}`).not.toContain(words);
  });
});
