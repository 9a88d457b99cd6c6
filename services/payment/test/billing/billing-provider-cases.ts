import { PaymentTexts } from '@helpwire/contracts';
import { Money } from '@helpwire/service-kit';
import type { BillingPlan, BillingProvider, ProviderSubscription } from '../../src/adapters/providers/billing-provider';
import type { BillingControls, BillingProviderUnderTest, BillingTestCard } from './billing-under-test';

const usd = (cents: number) => Money.of(BigInt(cents), 'USD');
const DAY = 86_400_000;

export const BASIC: BillingPlan = { planId: 'basic', name: 'Storage 100 GB', price: usd(499) };
export const PRO: BillingPlan = { planId: 'pro', name: 'Storage 1 TB', price: usd(1499) };

/** Stripe's proration to the second: the share of a month's price for the rest of the period from `at`, rounded to the cent. */
export function prorated(cents: number, period: { start: Date; end: Date }, at: Date): number {
  return Math.round((cents * (period.end.getTime() - at.getTime())) / (period.end.getTime() - period.start.getTime()));
}

let keys = 0;
/** A fresh operation's idempotency key. */
export const key = (what: string) => `${what}:${Date.now()}-${++keys}`;

/**
 * The billing port's behaviour, the same for every provider (decision 0085): the first period
 * charged at subscription, 3-D Secure, declines, prorated upgrades, downgrades at renewal,
 * cancelling at the period's end, renewals on the clock, failed renewals retried, refunds, and
 * idempotent retries.
 */
export function describeBillingProvider({ name, start }: BillingProviderUnderTest): void {
  describe(`billing provider: ${name}`, () => {
    let provider: BillingProvider;
    let controls: BillingControls;
    let stop: () => Promise<void>;
    const prices: Record<string, string> = {};

    beforeAll(async () => {
      ({ provider, controls, stop } = await start());
      prices.basic = await provider.priceFor(BASIC);
      prices.pro = await provider.priceFor(PRO);
    });
    afterAll(() => stop?.());

    async function subscribed(plan: 'basic' | 'pro', card: BillingTestCard = 'succeeds') {
      const customer = await controls.customerWithCard(card);
      const subscription = await provider.createSubscription({
        ...customer,
        priceId: prices[plan]!,
        accountId: `account-${customer.customerId}`,
        idempotencyKey: key('subscribe'),
      });
      return { ...customer, subscription };
    }

    const periodOf = (s: ProviderSubscription) => ({ start: s.currentPeriodStart, end: s.currentPeriodEnd });

    it('finds a plan’s price once: the same id again, another for another plan or another amount', async () => {
      expect(await provider.priceFor(BASIC)).toBe(prices.basic);
      expect(prices.pro).not.toBe(prices.basic);
      const dearer = await provider.priceFor({ ...BASIC, price: usd(599) });
      expect(dearer).not.toBe(prices.basic);
      expect(await provider.priceFor({ ...BASIC, price: usd(599) })).toBe(dearer);
      // Back to the first amount: its price again (Stripe: one lookup key per plan and amount).
      expect(await provider.priceFor(BASIC)).toBe(prices.basic);
    });

    it('subscribing charges the first month at once: active, one paid subscription_create invoice of $4.99', async () => {
      const { customerId, paymentMethodId, subscription } = await subscribed('basic');
      const startedAt = await controls.now(customerId);
      expect(subscription).toMatchObject({
        customerId,
        status: 'active',
        priceId: prices.basic,
        cancelAtPeriodEnd: false,
        defaultPaymentMethodId: paymentMethodId,
        currentPeriodStart: startedAt,
      });
      const days = (subscription.currentPeriodEnd.getTime() - startedAt.getTime()) / DAY;
      expect(days).toBeGreaterThanOrEqual(28);
      expect(days).toBeLessThanOrEqual(31);
      expect(subscription.latestInvoice).toMatchObject({
        subscriptionId: subscription.id,
        customerId,
        status: 'paid',
        billingReason: 'subscription_create',
        amountDue: usd(499),
        amountPaid: usd(499),
        attemptCount: 1,
        periodStart: subscription.currentPeriodStart,
        periodEnd: subscription.currentPeriodEnd,
        lines: [{ description: expect.stringContaining('Storage 100 GB'), amount: usd(499), proration: false }],
        payment: expect.objectContaining({ status: 'succeeded' }),
        paidAt: startedAt,
      });
      expect(await provider.retrieveInvoice(subscription.latestInvoice!.id)).toEqual(subscription.latestInvoice);
      expect(await provider.retrieveSubscription(subscription.id)).toEqual(subscription);
    });

    it('a card that asks for 3-D Secure leaves the subscription incomplete with the payment’s client secret; approved, it is active', async () => {
      const { subscription } = await subscribed('basic', 'alwaysAuthenticate');
      expect(subscription.status).toBe('incomplete');
      const invoice = subscription.latestInvoice!;
      expect(invoice).toMatchObject({ status: 'open', amountDue: usd(499), amountPaid: usd(0) });
      expect(invoice.payment).toMatchObject({ status: 'requires_action', clientSecret: expect.stringContaining('_secret_') });
      await controls.authenticate(invoice.payment!, true);
      const after = await provider.retrieveSubscription(subscription.id);
      expect(after).toMatchObject({ status: 'active', latestInvoice: { id: invoice.id, status: 'paid', amountPaid: usd(499) } });
    });

    it('an incomplete subscription nobody authenticates expires after 23 hours on its clock, its invoice voided', async () => {
      const { customerId, subscription } = await subscribed('basic', 'alwaysAuthenticate');
      expect(subscription.status).toBe('incomplete');
      const started = subscription.currentPeriodStart.getTime();
      await controls.advanceClock(customerId, new Date(started + 22 * 3_600_000));
      expect(await provider.retrieveSubscription(subscription.id)).toMatchObject({ status: 'incomplete', latestInvoice: { status: 'open' } });
      await controls.advanceClock(customerId, new Date(started + 23 * 3_600_000));
      expect(await provider.retrieveSubscription(subscription.id)).toMatchObject({ status: 'incomplete_expired', latestInvoice: { status: 'void' } });
    });

    it('a declined first payment is PAYMENT_CARD_DECLINED', async () => {
      const customer = await controls.customerWithCard('chargeDeclined');
      await expect(
        provider.createSubscription({ ...customer, priceId: prices.basic!, accountId: 'account-declined', idempotencyKey: key('subscribe') }),
      ).rejects.toMatchObject({ reason: 'PAYMENT_CARD_DECLINED', message: PaymentTexts.cardDeclined });
    });

    it('an upgrade invoices the prorated difference to the second, as previewed', async () => {
      const { customerId, subscription } = await subscribed('basic');
      const at = new Date((await controls.now(customerId)).getTime() + 10 * DAY + 3 * 3_600_000 + 17 * 60_000 + 5_000);
      await controls.advanceClock(customerId, at);
      const credit = -prorated(499, periodOf(subscription), at);
      const charge = prorated(1499, periodOf(subscription), at);
      const preview = await provider.previewPriceChange({ subscriptionId: subscription.id, priceId: prices.pro!, prorationDate: at });
      expect(preview.amountDue).toEqual(usd(charge + credit));
      expect(preview.lines).toEqual([
        { description: expect.stringContaining('Storage 100 GB'), amount: usd(credit), proration: true },
        { description: expect.stringContaining('Storage 1 TB'), amount: usd(charge), proration: true },
      ]);
      const upgraded = await provider.changePrice({
        subscriptionId: subscription.id,
        priceId: prices.pro!,
        prorate: true,
        prorationDate: at,
        idempotencyKey: key('upgrade'),
      });
      expect(upgraded).toMatchObject({ status: 'active', priceId: prices.pro, currentPeriodEnd: subscription.currentPeriodEnd });
      expect(upgraded.latestInvoice).toMatchObject({
        status: 'paid',
        billingReason: 'subscription_update',
        amountDue: usd(charge + credit),
        amountPaid: usd(charge + credit),
        lines: preview.lines,
      });
      expect(upgraded.latestInvoice!.id).not.toBe(subscription.latestInvoice!.id);
    });

    it('a declined upgrade is PAYMENT_CARD_DECLINED and changes nothing', async () => {
      const { customerId, paymentMethodId, subscription } = await subscribed('basic');
      await controls.advanceClock(customerId, new Date((await controls.now(customerId)).getTime() + 3 * DAY));
      await controls.declineCharges(paymentMethodId);
      await expect(
        provider.changePrice({ subscriptionId: subscription.id, priceId: prices.pro!, prorate: true, idempotencyKey: key('upgrade') }),
      ).rejects.toMatchObject({ reason: 'PAYMENT_CARD_DECLINED' });
      expect(await provider.retrieveSubscription(subscription.id)).toMatchObject({ status: 'active', priceId: prices.basic });
    });

    it('an upgrade the bank wants 3-D Secure for waits on its invoice with the old price; approved, the new price applies', async () => {
      const { customerId, subscription } = await subscribed('basic', 'alwaysAuthenticate');
      await controls.authenticate(subscription.latestInvoice!.payment!, true);
      await controls.advanceClock(customerId, new Date((await controls.now(customerId)).getTime() + 2 * DAY));
      const waiting = await provider.changePrice({ subscriptionId: subscription.id, priceId: prices.pro!, prorate: true, idempotencyKey: key('upgrade') });
      expect(waiting).toMatchObject({ status: 'active', priceId: prices.basic });
      expect(waiting.latestInvoice).toMatchObject({
        billingReason: 'subscription_update',
        status: 'open',
        payment: { status: 'requires_action', clientSecret: expect.stringContaining('_secret_') },
      });
      await controls.authenticate(waiting.latestInvoice!.payment!, true);
      expect(await provider.retrieveSubscription(subscription.id)).toMatchObject({
        status: 'active',
        priceId: prices.pro,
        latestInvoice: { id: waiting.latestInvoice!.id, status: 'paid' },
      });
    });

    it('a downgrade charges nothing now; the next renewal charges the lower price', async () => {
      const { customerId, subscription } = await subscribed('pro');
      await controls.advanceClock(customerId, new Date((await controls.now(customerId)).getTime() + 5 * DAY));
      const downgraded = await provider.changePrice({
        subscriptionId: subscription.id,
        priceId: prices.basic!,
        prorate: false,
        idempotencyKey: key('downgrade'),
      });
      expect(downgraded).toMatchObject({ status: 'active', priceId: prices.basic, currentPeriodEnd: subscription.currentPeriodEnd });
      expect(downgraded.latestInvoice!.id).toBe(subscription.latestInvoice!.id);
      await controls.advanceClock(customerId, subscription.currentPeriodEnd);
      const renewed = (await provider.retrieveSubscription(subscription.id))!;
      expect(renewed).toMatchObject({ status: 'active', currentPeriodStart: subscription.currentPeriodEnd });
      expect(renewed.latestInvoice).toMatchObject({
        status: 'paid',
        billingReason: 'subscription_cycle',
        amountPaid: usd(499),
        lines: [{ description: expect.stringContaining('Storage 100 GB'), amount: usd(499), proration: false }],
        periodStart: subscription.currentPeriodEnd,
        periodEnd: renewed.currentPeriodEnd,
      });
    });

    it('cancels at the period’s end, undoes it, and a cancellation left standing ends the subscription without another invoice', async () => {
      const { customerId, subscription } = await subscribed('basic');
      const input = { subscriptionId: subscription.id };
      expect(await provider.setCancelAtPeriodEnd({ ...input, cancelAtPeriodEnd: true, idempotencyKey: key('cancel') })).toMatchObject({
        status: 'active',
        cancelAtPeriodEnd: true,
      });
      expect(await provider.setCancelAtPeriodEnd({ ...input, cancelAtPeriodEnd: false, idempotencyKey: key('resume') })).toMatchObject({
        status: 'active',
        cancelAtPeriodEnd: false,
      });
      await provider.setCancelAtPeriodEnd({ ...input, cancelAtPeriodEnd: true, idempotencyKey: key('cancel') });
      await controls.advanceClock(customerId, new Date(subscription.currentPeriodEnd.getTime() + 1000));
      expect(await provider.retrieveSubscription(subscription.id)).toMatchObject({ status: 'canceled', latestInvoice: { id: subscription.latestInvoice!.id } });
    });

    it('renews on the clock: a paid subscription_cycle invoice for the next month on the saved card', async () => {
      const { customerId, subscription } = await subscribed('basic');
      await controls.advanceClock(customerId, subscription.currentPeriodEnd);
      const renewed = (await provider.retrieveSubscription(subscription.id))!;
      expect(renewed).toMatchObject({ status: 'active', priceId: prices.basic, currentPeriodStart: subscription.currentPeriodEnd });
      expect(renewed.currentPeriodEnd.getTime()).toBeGreaterThan(subscription.currentPeriodEnd.getTime() + 27 * DAY);
      expect(renewed.latestInvoice).toMatchObject({
        status: 'paid',
        billingReason: 'subscription_cycle',
        amountDue: usd(499),
        amountPaid: usd(499),
        attemptCount: 1,
        periodStart: renewed.currentPeriodStart,
        periodEnd: renewed.currentPeriodEnd,
      });
      expect(renewed.latestInvoice!.id).not.toBe(subscription.latestInvoice!.id);
    });

    it('renewals follow the card set as the subscription’s default; another customer’s card is refused', async () => {
      const { customerId, paymentMethodId, subscription } = await subscribed('basic');
      const card = await controls.addCard(customerId, 'succeeds');
      await controls.declineCharges(paymentMethodId);
      const moved = await provider.setDefaultPaymentMethod({ subscriptionId: subscription.id, paymentMethodId: card, idempotencyKey: key('card') });
      expect(moved).toMatchObject({
        id: subscription.id,
        status: 'active',
        priceId: prices.basic,
        defaultPaymentMethodId: card,
        latestInvoice: { id: subscription.latestInvoice!.id },
      });
      const stranger = await controls.customerWithCard('succeeds');
      await expect(
        provider.setDefaultPaymentMethod({ subscriptionId: subscription.id, paymentMethodId: stranger.paymentMethodId, idempotencyKey: key('card') }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await controls.advanceClock(customerId, subscription.currentPeriodEnd);
      expect(await provider.retrieveSubscription(subscription.id)).toMatchObject({
        status: 'active',
        defaultPaymentMethodId: card,
        latestInvoice: { billingReason: 'subscription_cycle', status: 'paid', amountPaid: usd(499), attemptCount: 1 },
      });
    });

    it('a declined renewal leaves the invoice open (card_declined, one attempt) and past_due; a retry on another card pays it', async () => {
      const { customerId, paymentMethodId, subscription } = await subscribed('basic');
      await controls.declineCharges(paymentMethodId);
      await controls.advanceClock(customerId, subscription.currentPeriodEnd);
      const failed = (await provider.retrieveSubscription(subscription.id))!;
      expect(failed).toMatchObject({ status: 'past_due', priceId: prices.basic });
      const invoice = failed.latestInvoice!;
      expect(invoice).toMatchObject({
        status: 'open',
        billingReason: 'subscription_cycle',
        amountDue: usd(499),
        amountPaid: usd(0),
        attemptCount: 1,
        payment: expect.objectContaining({ failureCode: 'card_declined' }),
        paidAt: null,
      });
      const retried = await provider.payInvoice({ invoiceId: invoice.id, idempotencyKey: key('retry') });
      expect(retried).toMatchObject({ id: invoice.id, status: 'open', attemptCount: 2, payment: expect.objectContaining({ failureCode: 'card_declined' }) });
      const card = await controls.addCard(customerId, 'succeeds');
      const paid = await provider.payInvoice({ invoiceId: invoice.id, paymentMethodId: card, idempotencyKey: key('retry') });
      expect(paid).toMatchObject({ id: invoice.id, status: 'paid', attemptCount: 3, amountPaid: usd(499), paidAt: expect.any(Date) });
      expect(await provider.retrieveSubscription(subscription.id)).toMatchObject({ status: 'active' });
    });

    it('a renewal the bank wants 3-D Secure for waits for the cardholder (authentication_required, past_due); approved, it is paid', async () => {
      const first = await subscribed('basic', 'alwaysAuthenticate');
      await controls.authenticate(first.subscription.latestInvoice!.payment!, true);
      await controls.advanceClock(first.customerId, first.subscription.currentPeriodEnd);
      const waiting = (await provider.retrieveSubscription(first.subscription.id))!;
      expect(waiting.status).toBe('past_due');
      expect(waiting.latestInvoice).toMatchObject({
        status: 'open',
        billingReason: 'subscription_cycle',
        attemptCount: 1,
        payment: { status: 'requires_action', clientSecret: expect.stringContaining('_secret_'), failureCode: 'authentication_required' },
      });
      await controls.authenticate(waiting.latestInvoice!.payment!, true);
      expect(await provider.retrieveSubscription(first.subscription.id)).toMatchObject({
        status: 'active',
        latestInvoice: { id: waiting.latestInvoice!.id, status: 'paid', amountPaid: usd(499) },
      });
    });

    it('refunds a paid invoice in parts, never more than was paid; an unpaid one cannot be refunded', async () => {
      const { subscription } = await subscribed('basic');
      const invoiceId = subscription.latestInvoice!.id;
      expect((await provider.refundInvoice({ invoiceId, amount: usd(100), idempotencyKey: key('refund') })).amount).toEqual(usd(100));
      expect((await provider.refundInvoice({ invoiceId, idempotencyKey: key('refund') })).amount).toEqual(usd(399));
      await expect(provider.refundInvoice({ invoiceId, amount: usd(1), idempotencyKey: key('refund') })).rejects.toMatchObject({
        reason: 'PAYMENT_INTENT_INVALID_STATE',
      });
      const pending = await subscribed('basic', 'alwaysAuthenticate');
      await expect(provider.refundInvoice({ invoiceId: pending.subscription.latestInvoice!.id, idempotencyKey: key('refund') })).rejects.toMatchObject({
        reason: 'PAYMENT_INTENT_INVALID_STATE',
      });
    });

    it('a repeated key answers the first result: one subscription, one upgrade invoice, one retry, one refund', async () => {
      const customer = await controls.customerWithCard('succeeds');
      const input = { ...customer, priceId: prices.basic!, accountId: 'account-retry', idempotencyKey: key('subscribe') };
      const first = await provider.createSubscription(input);
      const again = await provider.createSubscription(input);
      expect(again).toMatchObject({ id: first.id, latestInvoice: { id: first.latestInvoice!.id, attemptCount: 1 } });

      const upgrade = { subscriptionId: first.id, priceId: prices.pro!, prorate: true, idempotencyKey: key('upgrade') };
      const upgraded = await provider.changePrice(upgrade);
      expect((await provider.changePrice(upgrade)).latestInvoice!.id).toBe(upgraded.latestInvoice!.id);

      const refund = { invoiceId: upgraded.latestInvoice!.id, amount: usd(50), idempotencyKey: key('refund') };
      expect((await provider.refundInvoice(refund)).id).toBe((await provider.refundInvoice(refund)).id);

      const cancel = { subscriptionId: first.id, cancelAtPeriodEnd: true, idempotencyKey: key('cancel') };
      expect(await provider.setCancelAtPeriodEnd(cancel)).toEqual(await provider.setCancelAtPeriodEnd(cancel));

      const end = { subscriptionId: first.id, idempotencyKey: key('end') };
      expect((await provider.cancelNow(end)).status).toBe('canceled');
      expect((await provider.cancelNow(end)).status).toBe('canceled');
    });

    it('a failed renewal paid by a repeated retry is paid once', async () => {
      const { customerId, paymentMethodId, subscription } = await subscribed('basic');
      await controls.declineCharges(paymentMethodId);
      await controls.advanceClock(customerId, subscription.currentPeriodEnd);
      const invoiceId = (await provider.retrieveSubscription(subscription.id))!.latestInvoice!.id;
      const retry = { invoiceId, paymentMethodId: await controls.addCard(customerId, 'succeeds'), idempotencyKey: key('retry') };
      const paid = await provider.payInvoice(retry);
      expect(await provider.payInvoice(retry)).toEqual(paid);
      expect(paid).toMatchObject({ status: 'paid', attemptCount: 2, amountPaid: usd(499) });
    });

    it('cancelling now ends the subscription: no renewal follows', async () => {
      const { customerId, subscription } = await subscribed('basic');
      expect(await provider.cancelNow({ subscriptionId: subscription.id, idempotencyKey: key('end') })).toMatchObject({ status: 'canceled' });
      await controls.advanceClock(customerId, new Date(subscription.currentPeriodEnd.getTime() + 1000));
      expect(await provider.retrieveSubscription(subscription.id)).toMatchObject({ status: 'canceled', latestInvoice: { id: subscription.latestInvoice!.id } });
    });

    it('cancelling now leaves an open renewal open, no longer collected; voided, it is void, once', async () => {
      const { customerId, paymentMethodId, subscription } = await subscribed('basic');
      await controls.declineCharges(paymentMethodId);
      await controls.advanceClock(customerId, subscription.currentPeriodEnd);
      const invoiceId = (await provider.retrieveSubscription(subscription.id))!.latestInvoice!.id;
      expect(await provider.cancelNow({ subscriptionId: subscription.id, idempotencyKey: key('end') })).toMatchObject({
        status: 'canceled',
        latestInvoice: { id: invoiceId, status: 'open', attemptCount: 1 },
      });
      await controls.advanceClock(customerId, new Date(subscription.currentPeriodEnd.getTime() + 3 * DAY));
      expect(await provider.retrieveInvoice(invoiceId)).toMatchObject({ status: 'open', attemptCount: 1 });
      const voiding = { invoiceId, idempotencyKey: key('void') };
      expect(await provider.voidInvoice(voiding)).toMatchObject({ id: invoiceId, status: 'void', amountPaid: usd(0) });
      expect(await provider.voidInvoice(voiding)).toMatchObject({ status: 'void' });
      expect(await provider.voidInvoice({ invoiceId, idempotencyKey: key('void') })).toMatchObject({ status: 'void' });
      await expect(provider.voidInvoice({ invoiceId: subscription.latestInvoice!.id, idempotencyKey: key('void') })).rejects.toMatchObject({
        reason: 'PAYMENT_INTENT_INVALID_STATE',
      });
    });

    it('answers null for ids it does not know', async () => {
      expect(await provider.retrieveSubscription('sub_unknown0000')).toBeNull();
      expect(await provider.retrieveInvoice('in_unknown0000')).toBeNull();
    });
  });
}
