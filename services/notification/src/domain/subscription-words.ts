import type { SubscriptionEnded, SubscriptionInvoicePaid, SubscriptionPaymentFailed } from './notification-facts';
import type { NotificationText } from './notification-text';

/** Text a service sent (an invoice number), made safe to place in HTML. */
const safe = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const b = (text: string) => `<strong>${text}</strong>`;

/** A day as a person reads it ("7 January 2027", "7 يناير 2027"), in UTC: the recipient's zone is not known here. */
const dayIn = (locale: string) => {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (iso: string) => format.format(new Date(iso));
};
const dayEn = dayIn('en-GB');
const dayAr = dayIn('ar-u-nu-latn');

const readOnlyEn =
  "<p>Your account is now on the free plan. Nothing was deleted: recordings over the free plan's quota stay playable, downloadable and deletable, but they are read-only until you are back under your quota or choose a bigger plan.</p>";
const readOnlyAr =
  '<p>حسابك الآن على الخطة المجانية. لم يُحذف شيء: التسجيلات التي تتجاوز حصة الخطة المجانية تبقى قابلة للتشغيل والتنزيل والحذف، لكنها للقراءة فقط حتى تعود إلى ما دون حصتك أو تختار خطة أكبر.</p>';

/** A storage plan's invoice was paid (decision 0085): the amount, our invoice number, until when the plan is paid. */
export const invoicePaidEn = (fact: SubscriptionInvoicePaid): NotificationText => ({
  title: 'Payment received',
  body: `<p>We received ${b(fact.amount)} for invoice ${b(safe(fact.invoiceNumber))}.${
    fact.paidUntil ? ` Your storage plan is paid until ${b(dayEn(fact.paidUntil))}.` : ''
  }</p><p>The invoice and its receipt are on your plan's page.</p>`,
});
export const invoicePaidAr = (fact: SubscriptionInvoicePaid): NotificationText => ({
  title: 'تم استلام الدفعة',
  body: `<p>استلمنا ${b(fact.amount)} مقابل الفاتورة ${b(safe(fact.invoiceNumber))}.${
    fact.paidUntil ? ` خطة التخزين مدفوعة حتى ${b(dayAr(fact.paidUntil))}.` : ''
  }</p><p>تجد الفاتورة وإيصالها في صفحة خطتك.</p>`,
});

/**
 * A renewal (or its retry) was declined (dunning, decision 0085): the amount, the next retry or,
 * with none left, the day the free plan follows; and that changing the card keeps the plan.
 */
export const paymentFailedEn = (fact: SubscriptionPaymentFailed): NotificationText => ({
  title: 'We could not renew your storage plan',
  body: `<p>A payment of ${b(fact.amount)} for your storage plan was declined.</p>${
    fact.nextRetryAt
      ? `<p>We will try again on ${b(dayEn(fact.nextRetryAt))}. Your plan stays active meanwhile; if no payment succeeds by ${b(dayEn(fact.graceEndsAt))}, your account moves to the free plan on that day.</p>`
      : `<p>No retry is left: your plan ends on ${b(dayEn(fact.graceEndsAt))} and your account moves to the free plan.</p>`
  }<p>To keep your plan, change your card in Payment methods.</p>`,
});
export const paymentFailedAr = (fact: SubscriptionPaymentFailed): NotificationText => ({
  title: 'تعذّر تجديد خطة التخزين',
  body: `<p>تم رفض دفعة بمبلغ ${b(fact.amount)} لخطة التخزين.</p>${
    fact.nextRetryAt
      ? `<p>سنحاول مجدداً في ${b(dayAr(fact.nextRetryAt))}. تبقى خطتك فعّالة في هذه الأثناء، وإن لم تنجح أي دفعة حتى ${b(dayAr(fact.graceEndsAt))} ينتقل حسابك إلى الخطة المجانية في ذلك اليوم.</p>`
      : `<p>لم تتبقَّ أي محاولة: تنتهي خطتك في ${b(dayAr(fact.graceEndsAt))} وينتقل حسابك إلى الخطة المجانية.</p>`
  }<p>للإبقاء على خطتك، غيّر بطاقتك من صفحة طرق الدفع.</p>`,
});

/** A paid plan ended (cancelled at its period's end, or dunning gave up): the free plan now, recordings over it read-only. */
export const subscriptionEndedEn = (fact: SubscriptionEnded): NotificationText => ({
  title: 'Your storage plan has ended',
  body: `${
    fact.reason === 'PAYMENT_FAILED'
      ? '<p>We could not collect the renewal payment, so your paid storage plan has ended.</p>'
      : '<p>Your storage plan was cancelled and has ended with its billing period.</p>'
  }${readOnlyEn}`,
});
export const subscriptionEndedAr = (fact: SubscriptionEnded): NotificationText => ({
  title: 'انتهت خطة التخزين',
  body: `${
    fact.reason === 'PAYMENT_FAILED'
      ? '<p>تعذّر تحصيل دفعة التجديد، لذا انتهت خطة التخزين المدفوعة.</p>'
      : '<p>أُلغيت خطة التخزين وانتهت بانتهاء فترة الفوترة.</p>'
  }${readOnlyAr}`,
});
