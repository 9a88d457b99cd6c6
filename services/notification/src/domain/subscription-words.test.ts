import { composeNotification } from './compose-notification';
import type { NotificationFact } from './notification-facts';

/** The texts a person reads about their storage plan's payments (decision 0085), in English and Arabic. */
const textsOf = (fact: NotificationFact) => {
  const { translations, link } = composeNotification(fact, 'en');
  const [en, ar] = translations;
  return { en: en!, ar: ar!, link };
};

describe('storage plan billing notices', () => {
  it('a paid invoice: "Payment received" with the invoice number, the amount and until when the plan is paid; it opens the plan', () => {
    const { en, ar, link } = textsOf({
      kind: 'SUBSCRIPTION_INVOICE_PAID',
      invoiceNumber: 'HW-2026-000042',
      amount: '$4.99',
      paidUntil: '2027-01-07T10:00:00.000Z',
    });
    expect(en).toMatchObject({ title: 'Payment received' });
    expect(en.body).toBe(
      "<p>We received <strong>$4.99</strong> for invoice <strong>HW-2026-000042</strong>. Your storage plan is paid until <strong>7 January 2027</strong>.</p><p>The invoice and its receipt are on your plan's page.</p>",
    );
    expect(ar.title).toBe('تم استلام الدفعة');
    expect(ar.body).toContain('HW-2026-000042');
    expect(ar.body).toContain('$4.99');
    expect(ar.body).toContain('7 يناير 2027');
    expect(link).toBe('/subscribed-plan');
  });

  it('a declined renewal with a retry left: the amount, the retry day, the day the free plan would follow, and that the card can be changed', () => {
    const { en, ar, link } = textsOf({
      kind: 'SUBSCRIPTION_PAYMENT_FAILED',
      amount: '$12.99',
      nextRetryAt: '2026-12-10T09:00:00.000Z',
      graceEndsAt: '2026-12-14T09:00:00.000Z',
    });
    expect(en.title).toBe('We could not renew your storage plan');
    expect(en.body).toContain('A payment of <strong>$12.99</strong> for your storage plan was declined.');
    expect(en.body).toContain('We will try again on <strong>10 December 2026</strong>.');
    expect(en.body).toContain('by <strong>14 December 2026</strong>, your account moves to the free plan');
    expect(en.body).toContain('change your card in Payment methods');
    expect(ar.body).toContain('10 ديسمبر 2026');
    expect(ar.body).toContain('14 ديسمبر 2026');
    expect(ar.body).toContain('طرق الدفع');
    expect(link).toBe('/payment-methods');
  });

  it('a declined renewal with no retry left: the plan ends on the grace day', () => {
    const { en, ar } = textsOf({ kind: 'SUBSCRIPTION_PAYMENT_FAILED', amount: '$4.99', graceEndsAt: '2026-12-14T09:00:00.000Z' });
    expect(en.body).toContain('No retry is left: your plan ends on <strong>14 December 2026</strong> and your account moves to the free plan.');
    expect(en.body).not.toContain('try again');
    expect(ar.body).toContain('لم تتبقَّ أي محاولة');
  });

  it('the end of a plan: the free plan now, why it ended, and that recordings over its quota are read-only, never deleted', () => {
    const failed = textsOf({ kind: 'SUBSCRIPTION_ENDED', reason: 'PAYMENT_FAILED' });
    expect(failed.en.title).toBe('Your storage plan has ended');
    expect(failed.en.body).toContain('We could not collect the renewal payment');
    expect(failed.en.body).toContain('Nothing was deleted');
    expect(failed.en.body).toContain('read-only until you are back under your quota or choose a bigger plan');
    expect(failed.ar.body).toContain('للقراءة فقط');
    expect(failed.link).toBe('/subscribed-plan');
    const cancelled = textsOf({ kind: 'SUBSCRIPTION_ENDED', reason: 'CANCELED' });
    expect(cancelled.en.body).toContain('Your storage plan was cancelled');
    expect(cancelled.ar.body).toContain('أُلغيت خطة التخزين');
  });

  it('an invoice number is placed as text, never as HTML', () => {
    const { en } = textsOf({ kind: 'SUBSCRIPTION_INVOICE_PAID', invoiceNumber: '<img src=x onerror=alert(1)>', amount: '$4.99' });
    expect(en.body).not.toContain('<img');
    expect(en.body).not.toContain('paid until');
  });
});
