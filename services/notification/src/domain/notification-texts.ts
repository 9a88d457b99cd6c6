import { callMoneyAr, callMoneyEn, refundMoneyAr, refundMoneyEn } from './money-words';
import type { AccountWarned, NotificationFact } from './notification-facts';
import type { NotificationText } from './notification-text';
import { invoicePaidAr, invoicePaidEn, paymentFailedAr, paymentFailedEn, subscriptionEndedAr, subscriptionEndedEn } from './subscription-words';

export type { NotificationText } from './notification-text';

/** The languages every notification is written in; the recipient's comes first. */
export const NOTIFICATION_LANGUAGES = ['en', 'ar'] as const;
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number];

/** Text a person wrote (a rejection reason), made safe to place in HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const starsEn = (rating?: number) => (rating ? ` It gave you <strong>${rating} of 5</strong> stars.` : '');
const starsAr = (rating?: number) => (rating ? ` التقييم: <strong>${rating} من 5</strong> نجوم.` : '');
const reasonEn = (reason?: string) => (reason ? `<p>Reason: ${escapeHtml(reason)}</p>` : '');
const reasonAr = (reason?: string) => (reason ? `<p>السبب: ${escapeHtml(reason)}</p>` : '');

const warnedEn = (fact: AccountWarned): NotificationText => ({
  title: 'You received a warning',
  body: `${
    fact.fromDispute
      ? '<p>A dispute about one of your calls was decided against you, and a warning was added to your account.</p>'
      : `<p>Our team reviewed your account and added a warning to it.</p>${reasonEn(fact.reason)}`
  }<p>You can read your warnings on your profile. Please follow the community guidelines: further warnings can lead to your account being suspended.</p>`,
});
const warnedAr = (fact: AccountWarned): NotificationText => ({
  title: 'وصلك تحذير',
  body: `${
    fact.fromDispute
      ? '<p>تم البت في نزاع حول إحدى مكالماتك لغير صالحك، وأُضيف تحذير إلى حسابك.</p>'
      : `<p>راجع فريقنا حسابك وأضاف إليه تحذيراً.</p>${reasonAr(fact.reason)}`
  }<p>يمكنك الاطلاع على تحذيراتك في ملفك الشخصي. يرجى الالتزام بإرشادات المجتمع، فقد يؤدي تكرار التحذيرات إلى إيقاف حسابك.</p>`,
});

/** The English text of a notification. */
export function englishText(fact: NotificationFact): NotificationText {
  switch (fact.kind) {
    case 'HELPER_VERIFIED':
      return {
        title: 'Your helper account is verified',
        body: '<p>Welcome aboard! An admin approved your documents. Turn on your availability to start receiving calls.</p>',
      };
    case 'HELPER_REJECTED':
      return {
        title: 'Your helper application was not approved',
        body: `<p>An admin reviewed your documents and could not approve them.</p>${reasonEn(fact.reason)}<p>You can update your documents and apply again.</p>`,
      };
    case 'CALL_MISSED':
      return { title: 'You missed a call', body: '<p>A user asked for your help, but the call was not answered in time.</p>' };
    case 'CALL_ACCEPTED':
      return { title: 'Your call was accepted', body: '<p>A helper accepted your request and is joining the call.</p>' };
    case 'CALL_DECLINED':
      return { title: 'No helper could take your call', body: '<p>All helpers declined. Please try again.</p>' };
    case 'CALL_CHARGED':
      return { title: 'Your call has ended', body: callMoneyEn(fact) };
    case 'REVIEW_RECEIVED':
      return {
        title: 'You received a new review',
        body: `<p>${fact.side === 'HELPER' ? 'A user you helped left you a review.' : 'Your helper left you a review.'}${starsEn(fact.rating)}</p>`,
      };
    case 'RECORDING_READY':
      return { title: 'Your call recording is ready', body: '<p>The recording of your call has been processed and is ready to watch.</p>' };
    case 'WITHDRAWAL_APPROVED':
      return {
        title: 'Your withdrawal was approved',
        body: `<p>Your withdrawal of <strong>${fact.amount}</strong> has been approved and sent to your bank account.</p>`,
      };
    case 'WITHDRAWAL_REJECTED':
      return {
        title: 'Your withdrawal was rejected',
        body: `<p>Your withdrawal of <strong>${fact.amount}</strong> was rejected, and the amount is back in your wallet.</p>${reasonEn(fact.reason)}`,
      };
    case 'DISPUTE_OPENED':
      return { title: 'A dispute was opened about your call', body: '<p>The other side of one of your calls opened a dispute. An admin will review it.</p>' };
    case 'DISPUTE_RESOLVED':
      return { title: 'Your dispute was resolved', body: '<p>An admin has reviewed the dispute and made a decision. Open it to see the outcome.</p>' };
    case 'REFUND_ISSUED':
      return refundMoneyEn(fact);
    case 'EARNINGS_AVAILABLE':
      return { title: 'Your earnings are available', body: `<p><strong>${fact.amount}</strong> from a recent call can now be withdrawn.</p>` };
    case 'CHARGE_FAILED':
      return {
        title: 'We could not charge your card',
        body: `<p>A charge of <strong>${fact.amount}</strong> for your recent calls was declined. Please update your payment method to keep requesting help.</p>`,
      };
    case 'EMAIL_CHANGED':
      return {
        title: 'Your e-mail address was changed',
        body: "<p>The e-mail address of your account was changed. If this wasn't you, reset your password and contact support right away.</p>",
      };
    case 'PASSWORD_CHANGED':
      return {
        title: 'Your password was changed',
        body: "<p>The password of your account was changed. If this wasn't you, reset your password and contact support right away.</p>",
      };
    case 'NEW_SIGN_IN':
      return { title: 'New sign-in to your account', body: "<p>Your account was just signed in to. If this wasn't you, change your password right away.</p>" };
    case 'ACCOUNT_WARNED':
      return warnedEn(fact);
    case 'SUBSCRIPTION_INVOICE_PAID':
      return invoicePaidEn(fact);
    case 'SUBSCRIPTION_PAYMENT_FAILED':
      return paymentFailedEn(fact);
    case 'SUBSCRIPTION_ENDED':
      return subscriptionEndedEn(fact);
  }
}

/** The Arabic text of a notification. */
export function arabicText(fact: NotificationFact): NotificationText {
  switch (fact.kind) {
    case 'HELPER_VERIFIED':
      return { title: 'تم توثيق حسابك كمساعد', body: '<p>أهلاً بك! وافق المشرف على مستنداتك. فعّل حالة التوفر لتبدأ في استقبال المكالمات.</p>' };
    case 'HELPER_REJECTED':
      return {
        title: 'لم تتم الموافقة على طلبك كمساعد',
        body: `<p>راجع المشرف مستنداتك ولم يتمكن من الموافقة عليها.</p>${reasonAr(fact.reason)}<p>يمكنك تحديث مستنداتك والتقديم مرة أخرى.</p>`,
      };
    case 'CALL_MISSED':
      return { title: 'فاتتك مكالمة', body: '<p>طلب أحد المستخدمين مساعدتك، لكن لم يتم الرد على المكالمة في الوقت المحدد.</p>' };
    case 'CALL_ACCEPTED':
      return { title: 'تم قبول مكالمتك', body: '<p>قبل أحد المساعدين طلبك وسينضم إلى المكالمة الآن.</p>' };
    case 'CALL_DECLINED':
      return { title: 'لم يتمكن أي مساعد من قبول مكالمتك', body: '<p>اعتذر جميع المساعدين. يرجى المحاولة مرة أخرى.</p>' };
    case 'CALL_CHARGED':
      return { title: 'انتهت مكالمتك', body: callMoneyAr(fact) };
    case 'REVIEW_RECEIVED':
      return {
        title: 'وصلك تقييم جديد',
        body: `<p>${fact.side === 'HELPER' ? 'ترك لك أحد المستخدمين الذين ساعدتهم تقييماً.' : 'ترك لك المساعد تقييماً.'}${starsAr(fact.rating)}</p>`,
      };
    case 'RECORDING_READY':
      return { title: 'تسجيل مكالمتك جاهز', body: '<p>تمت معالجة تسجيل مكالمتك وأصبح جاهزاً للمشاهدة.</p>' };
    case 'WITHDRAWAL_APPROVED':
      return { title: 'تمت الموافقة على طلب السحب', body: `<p>تمت الموافقة على سحب مبلغ <strong>${fact.amount}</strong> وتحويله إلى حسابك البنكي.</p>` };
    case 'WITHDRAWAL_REJECTED':
      return { title: 'تم رفض طلب السحب', body: `<p>تم رفض سحب مبلغ <strong>${fact.amount}</strong>، وأُعيد المبلغ إلى محفظتك.</p>${reasonAr(fact.reason)}` };
    case 'DISPUTE_OPENED':
      return { title: 'تم فتح نزاع بشأن مكالمتك', body: '<p>فتح الطرف الآخر في إحدى مكالماتك نزاعاً، وسيقوم أحد المشرفين بمراجعته.</p>' };
    case 'DISPUTE_RESOLVED':
      return { title: 'تم البت في النزاع', body: '<p>راجع المشرف النزاع واتخذ قراره. افتحه للاطلاع على النتيجة.</p>' };
    case 'REFUND_ISSUED':
      return refundMoneyAr(fact);
    case 'EARNINGS_AVAILABLE':
      return { title: 'أرباحك متاحة الآن', body: `<p>أصبح بإمكانك سحب <strong>${fact.amount}</strong> من إحدى مكالماتك الأخيرة.</p>` };
    case 'CHARGE_FAILED':
      return {
        title: 'تعذّر الخصم من بطاقتك',
        body: `<p>تم رفض خصم مبلغ <strong>${fact.amount}</strong> مقابل مكالماتك الأخيرة. يرجى تحديث وسيلة الدفع لتتمكن من طلب المساعدة مجدداً.</p>`,
      };
    case 'EMAIL_CHANGED':
      return {
        title: 'تم تغيير بريدك الإلكتروني',
        body: '<p>تم تغيير البريد الإلكتروني لحسابك. إن لم تكن أنت من قام بذلك، فأعد تعيين كلمة المرور وتواصل مع الدعم فوراً.</p>',
      };
    case 'PASSWORD_CHANGED':
      return {
        title: 'تم تغيير كلمة المرور',
        body: '<p>تم تغيير كلمة المرور لحسابك. إن لم تكن أنت من قام بذلك، فأعد تعيين كلمة المرور وتواصل مع الدعم فوراً.</p>',
      };
    case 'NEW_SIGN_IN':
      return { title: 'تسجيل دخول جديد إلى حسابك', body: '<p>تم تسجيل الدخول إلى حسابك للتو. إن لم تكن أنت، فغيّر كلمة المرور فوراً.</p>' };
    case 'ACCOUNT_WARNED':
      return warnedAr(fact);
    case 'SUBSCRIPTION_INVOICE_PAID':
      return invoicePaidAr(fact);
    case 'SUBSCRIPTION_PAYMENT_FAILED':
      return paymentFailedAr(fact);
    case 'SUBSCRIPTION_ENDED':
      return subscriptionEndedAr(fact);
  }
}

/** The text of a notification in one language. */
export function textIn(language: NotificationLanguage, fact: NotificationFact): NotificationText {
  return language === 'ar' ? arabicText(fact) : englishText(fact);
}
