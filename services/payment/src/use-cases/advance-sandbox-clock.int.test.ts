import { plan } from '@helpwire/proto';
import { BILLING_KINDS, subscriptionFixture } from '../../test/subscription-fixture';
import { checkLedger } from '../store/ledger-check';
import { changePlan } from './change-plan';
import { detachCard } from './detach-card';
import { getStorageEntitlement } from './get-storage-entitlement';
import { getSubscription } from './get-subscription';
import { listCards } from './list-cards';
import { listInvoices } from './list-invoices';

const { SubscriptionStatus, InvoiceStatus, InvoiceReason } = plan;
const iso = (d: Date | undefined) => d?.toISOString();

describe.each(BILLING_KINDS)(
  'time passing (the sandbox clock; Stripe’s test clock, webhooks and the job): renewals, dunning to the free plan, and a retry that succeeds (billed by %s)',
  (kind) => {
    const f = subscriptionFixture(kind);
    const key = () => `key-${Math.random().toString(36).slice(2, 12)}`;

    /** Subscribes on a 4242 card, then swaps the card for `card`: the renewal is charged to a card that fails. */
    async function subscribedThenFailing(card: 'chargeDeclined' | 'alwaysAuthenticate') {
      const person = await f.subscriber();
      const first = (await listCards(f.deps, person.ctx)).cards[0]!;
      await changePlan(f.subs, { planId: 'plus', idempotencyKey: key() }, person.ctx);
      await f.setDefaultCard(person, card);
      await detachCard(f.deps, { cardId: first.id }, person.ctx);
      return person;
    }

    it('renews at the period end: a RENEWAL invoice paid on the card, the period moves on, the ledger counts it once', async () => {
      f.now = new Date('2026-01-31T12:00:00Z');
      const person = await f.subscriber();
      await changePlan(f.subs, { planId: 'plus', idempotencyKey: key() }, person.ctx);
      const before = await f.money(person.userId);
      const renewed = await f.advance(person);
      expect(renewed.subscription).toMatchObject({
        status: SubscriptionStatus.SUBSCRIPTION_STATUS_ACTIVE,
        currentPeriodStart: new Date('2026-02-28T12:00:00Z'),
        currentPeriodEnd: new Date('2026-03-31T12:00:00Z'),
      });
      expect(renewed.invoice).toMatchObject({
        reason: InvoiceReason.INVOICE_REASON_RENEWAL,
        status: InvoiceStatus.INVOICE_STATUS_PAID,
        total: { amountMinor: '499' },
      });
      expect(iso(renewed.invoice?.createdAt)).toBe('2026-02-28T12:00:00.000Z');
      const again = await f.advance(person);
      expect(iso(again.subscription?.currentPeriodEnd)).toBe('2026-04-30T12:00:00.000Z');
      const after = await f.money(person.userId);
      expect([after.cardPaid - before.cardPaid, after.revenue - before.revenue]).toEqual([998n, 998n]);
      const invoices = (await listInvoices(f.subs, { page: 1, pageSize: 10 }, person.ctx)).invoices;
      expect(invoices.map((i) => [InvoiceReason[i.reason], iso(i.periodStart)])).toEqual([
        ['INVOICE_REASON_RENEWAL', '2026-03-31T12:00:00.000Z'],
        ['INVOICE_REASON_RENEWAL', '2026-02-28T12:00:00.000Z'],
        ['INVOICE_REASON_SUBSCRIBE', '2026-01-31T12:00:00.000Z'],
      ]);
      expect(new Set(invoices.map((i) => i.number)).size).toBe(3);
      expect((await checkLedger(f.database.db)).problems).toEqual([]);
    });

    it('a declined renewal is PAST_DUE with the plan kept, retried at +1, +3 and +5 days, and at +7 the account is on the free plan', async () => {
      f.now = new Date('2026-02-01T00:00:00Z');
      const person = await subscribedThenFailing('chargeDeclined');
      const before = await f.money(person.userId);
      const steps: string[] = [];
      for (let i = 0; i < 5; i++) {
        const { subscription, invoice } = await f.advance(person);
        steps.push(
          [
            SubscriptionStatus[subscription!.status],
            subscription!.plan!.id,
            iso(subscription!.nextRetryAt) ?? '-',
            iso(subscription!.graceEndsAt) ?? '-',
            invoice ? `${InvoiceStatus[invoice.status]}×${invoice.attempts}` : '-',
          ].join(' '),
        );
      }
      expect(steps).toEqual([
        'SUBSCRIPTION_STATUS_PAST_DUE plus 2026-03-02T00:00:00.000Z 2026-03-08T00:00:00.000Z INVOICE_STATUS_OPEN×1',
        'SUBSCRIPTION_STATUS_PAST_DUE plus 2026-03-04T00:00:00.000Z 2026-03-08T00:00:00.000Z INVOICE_STATUS_OPEN×2',
        'SUBSCRIPTION_STATUS_PAST_DUE plus 2026-03-06T00:00:00.000Z 2026-03-08T00:00:00.000Z INVOICE_STATUS_OPEN×3',
        'SUBSCRIPTION_STATUS_PAST_DUE plus - 2026-03-08T00:00:00.000Z INVOICE_STATUS_OPEN×4',
        'SUBSCRIPTION_STATUS_FREE free - - INVOICE_STATUS_VOID×4',
      ]);
      const failures = await f.events('subscriptionPaymentFailed', person.userId);
      expect(failures.map((e) => [e.attempt, iso(e.nextRetryAt) ?? null, e.failureCode])).toEqual([
        // The renewal and its retries go to the default card (not the one the subscription was made with).
        [1, '2026-03-02T00:00:00.000Z', 'card_declined'],
        [2, '2026-03-04T00:00:00.000Z', 'card_declined'],
        [3, '2026-03-06T00:00:00.000Z', 'card_declined'],
        [4, null, 'card_declined'],
      ]);
      expect((await f.events('subscriptionEnded', person.userId)).map((e) => [e.planId, e.reason])).toEqual([['plus', 'PAYMENT_FAILED']]);
      expect((await f.events('storageEntitlementChanged', person.userId)).map((e) => e.planId)).toEqual(['plus', 'free']);
      expect((await getStorageEntitlement(f.subs, { accountId: person.userId })).planId).toBe('free');
      // Nothing was charged after the first month, and nothing is due any more.
      expect((await f.money(person.userId)).cardPaid).toBe(before.cardPaid);
      expect((await f.advance(person)).subscription?.status).toBe(SubscriptionStatus.SUBSCRIPTION_STATUS_FREE);
    });

    it('a renewal on a 3-D Secure card fails off-session; a retry on a new default card succeeds: ACTIVE again, the renewal paid and on the ledger', async () => {
      f.now = new Date('2026-03-01T00:00:00Z');
      const person = await subscribedThenFailing('alwaysAuthenticate');
      const failed = await f.advance(person);
      expect(failed.subscription?.status).toBe(SubscriptionStatus.SUBSCRIPTION_STATUS_PAST_DUE);
      // 3184 asks for 3-D Secure on every payment: off-session, the renewal fails.
      expect((await f.events('subscriptionPaymentFailed', person.userId)).map((e) => e.failureCode)).toEqual(['authentication_required']);
      expect((await getStorageEntitlement(f.subs, { accountId: person.userId })).planId).toBe('plus');
      const before = await f.money(person.userId);
      await f.setDefaultCard(person, 'succeeds');
      const retried = await f.advance(person);
      expect(retried.subscription).toMatchObject({ status: SubscriptionStatus.SUBSCRIPTION_STATUS_ACTIVE, plan: { id: 'plus' }, nextRetryAt: undefined });
      expect(retried.invoice).toMatchObject({ status: InvoiceStatus.INVOICE_STATUS_PAID, attempts: 2, cardLast4: '4242' });
      expect((await f.money(person.userId)).cardPaid - before.cardPaid).toBe(499n);
      expect((await getSubscription(f.subs, person.ctx)).subscription?.currentPeriodEnd).toEqual(new Date('2026-05-01T00:00:00Z'));
    });
  },
);
