import { renderEmail, renderNotificationEmail } from './email-templates';
import type { RenderedNotification } from '../../ports/delivery-senders';

const appUrl = 'https://helpwire.example';
const approved: RenderedNotification = {
  notificationId: 'n1',
  kind: 'HELPER_VERIFIED',
  language: 'en',
  title: 'You are verified',
  bodyHtml: '<p>Your helper profile was <strong>approved</strong>. Calls can reach you now &amp; you earn per minute.</p>',
  link: '/helper/dashboard',
};

describe('renderNotificationEmail', () => {
  it('builds the English e-mail: title as subject, left-to-right, the body as given, the button to the link on appUrl', () => {
    const email = renderNotificationEmail(approved, appUrl);
    expect(email.subject).toBe('You are verified');
    expect(email.html).toMatch(/^<!DOCTYPE html>\n<html lang="en" dir="ltr">/);
    expect(email.html).toContain('<title>You are verified</title>');
    expect(email.html).toContain(approved.bodyHtml);
    expect(email.html).toMatch(/<a href="https:\/\/helpwire\.example\/helper\/dashboard" style="[^"]*">View in Helpwire<\/a>/);
    expect(email.html).toContain('You receive this because you have a Helpwire account');
    expect(email.html).toContain('text-align:left');
    expect(email.html).not.toContain('text-align:right');
    expect(email.html).not.toMatch(/<style|<script|<link/);
  });

  it('builds the Arabic e-mail right to left and right-aligned, in Arabic words', () => {
    const email = renderNotificationEmail({ ...approved, language: 'ar', title: 'تم التحقق منك', bodyHtml: '<p>تمت الموافقة على ملفك كمساعد.</p>' }, appUrl);
    expect(email.subject).toBe('تم التحقق منك');
    expect(email.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(email.html).toMatch(/<body dir="rtl"/);
    expect(email.html).toContain('text-align:right');
    expect(email.html).not.toContain('text-align:left');
    expect(email.html).toContain('>عرض في Helpwire</a>');
    expect(email.html).toContain('تصلك هذه الرسالة لأن لديك حسابًا في Helpwire');
    expect(email.text).toBe(
      'تم التحقق منك\n\nتمت الموافقة على ملفك كمساعد.\n\nعرض في Helpwire: https://helpwire.example/helper/dashboard\n\n--\nتصلك هذه الرسالة لأن لديك حسابًا في Helpwire وإشعارات البريد الإلكتروني مفعّلة. يمكنك إيقافها من إعدادات الإشعارات.\n',
    );
  });

  it('escapes a malicious title in the subject line, the heading and the <title>', () => {
    const title = '<img src=x onerror=alert(1)> "Hi" & \'bye\'\r\nBcc: victim@example.com';
    const email = renderNotificationEmail({ ...approved, title }, appUrl);
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;Hi&quot; &amp; &#39;bye&#39; Bcc: victim@example.com');
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject).toBe('<img src=x onerror=alert(1)> "Hi" & \'bye\' Bcc: victim@example.com');
  });

  it('writes the text version from the HTML: tags stripped, entities decoded, the link written out', () => {
    const email = renderNotificationEmail(approved, appUrl);
    expect(email.text).toBe(
      'You are verified\n\nYour helper profile was approved. Calls can reach you now & you earn per minute.\n\nView in Helpwire: https://helpwire.example/helper/dashboard\n\n--\nYou receive this because you have a Helpwire account and e-mail notifications are on. You can turn them off in your notification settings.\n',
    );
  });

  it('has no button without a link, and never links outside the app', () => {
    for (const link of [undefined, 'https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)']) {
      const email = renderNotificationEmail({ ...approved, link }, appUrl);
      expect(email.html).not.toContain('View in Helpwire');
      expect(email.html).not.toContain('evil');
      expect(email.text).not.toContain('View in Helpwire');
    }
  });

  it('says a security notice is always sent', () => {
    const email = renderNotificationEmail(
      { ...approved, kind: 'NEW_SIGN_IN', title: 'New sign-in', bodyHtml: '<p>A new sign-in to your account.</p>', link: undefined },
      appUrl,
    );
    expect(email.html).toContain('This is a security notice about your Helpwire account.');
    expect(email.text).toContain('It is always sent');
  });

  it('says a warning is a notice about the account, always sent, in Arabic right to left', () => {
    const email = renderNotificationEmail(
      { ...approved, kind: 'ACCOUNT_WARNED', language: 'ar', title: 'وصلك تحذير', bodyHtml: '<p>السبب: تأخر</p>', link: '/profile-management' },
      appUrl,
    );
    expect(email.subject).toBe('وصلك تحذير');
    expect(email.html).toContain('dir="rtl"');
    expect(email.text).toContain('هذا إشعار يخص حسابك في Helpwire');
    expect(email.html).not.toContain('إشعار أمني');
  });

  it('says a storage plan payment failure or its end is a notice about the account, always sent; a paid invoice follows the settings', () => {
    for (const kind of ['SUBSCRIPTION_PAYMENT_FAILED', 'SUBSCRIPTION_ENDED'] as const) {
      const email = renderNotificationEmail(
        { ...approved, kind, title: 'Your storage plan has ended', bodyHtml: '<p>Free plan.</p>', link: '/payment-methods' },
        appUrl,
      );
      expect(email.text).toContain('This is a notice about your Helpwire account. It is always sent');
      expect(email.html).toContain('href="https://helpwire.example/payment-methods"');
    }
    const paid = renderNotificationEmail(
      { ...approved, kind: 'SUBSCRIPTION_INVOICE_PAID', title: 'Payment received', bodyHtml: '<p>Thanks.</p>', link: '/subscribed-plan' },
      appUrl,
    );
    expect(paid.text).toContain('You can turn them off in your notification settings.');
  });

  it('says a confirmation to support came because the address was given, not because of an account', () => {
    const email = renderEmail({ language: 'en', title: 'We received your message', bodyHtml: '<p>Thanks.</p>', link: '/help', reason: 'contact' }, appUrl);
    expect(email.text).toContain('this address was given in a message to Helpwire support');
    expect(email.html).not.toContain('you have a Helpwire account');
    expect(email.html).toContain('href="https://helpwire.example/help"');
  });

  it('mirrors the layout for another right-to-left language with the English words', () => {
    const email = renderNotificationEmail({ ...approved, language: 'ur' }, appUrl);
    expect(email.html).toMatch(/<html lang="ur" dir="rtl">/);
    expect(email.html).toContain('View in Helpwire');
  });
});
