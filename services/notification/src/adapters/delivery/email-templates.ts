import { RTL_LANGUAGES, SECURITY_NOTIFICATION_KINDS, STANDING_NOTIFICATION_KINDS, type LanguageCode } from '@helpwire/contracts';
import { htmlToText } from './html-text';
import { absoluteLink } from './notification-link';
import type { EmailContent, EmailReason, EmailRenderer, RenderedEmail, RenderedNotification } from '../../ports/delivery-senders';

/** The e-mail's own words around the notification, in en and ar (other languages read en). */
const chrome = {
  en: {
    button: 'View in Helpwire',
    footer: 'You receive this because you have a Helpwire account and e-mail notifications are on. You can turn them off in your notification settings.',
    securityFooter: 'This is a security notice about your Helpwire account. It is always sent, whatever your notification settings say.',
    contactFooter: 'You receive this because this address was given in a message to Helpwire support. If it was not you, you can ignore this e-mail.',
    standingFooter: 'This is a notice about your Helpwire account. It is always sent, whatever your notification settings say.',
  },
  ar: {
    button: 'عرض في Helpwire',
    footer: 'تصلك هذه الرسالة لأن لديك حسابًا في Helpwire وإشعارات البريد الإلكتروني مفعّلة. يمكنك إيقافها من إعدادات الإشعارات.',
    securityFooter: 'هذا إشعار أمني يخص حسابك في Helpwire، ويُرسل دائمًا أيًّا كانت إعدادات الإشعارات لديك.',
    contactFooter: 'تصلك هذه الرسالة لأن هذا العنوان ذُكر في رسالة إلى دعم Helpwire. إن لم تكن أنت من أرسلها فتجاهل هذه الرسالة.',
    standingFooter: 'هذا إشعار يخص حسابك في Helpwire، ويُرسل دائمًا أيًّا كانت إعدادات الإشعارات لديك.',
  },
} as const;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function layout(language: string) {
  const primary = language.split('-')[0]!.toLowerCase();
  const rtl = (RTL_LANGUAGES as readonly string[]).includes(primary as LanguageCode);
  return {
    words: primary === 'ar' ? chrome.ar : chrome.en,
    dir: rtl ? 'rtl' : 'ltr',
    align: rtl ? 'right' : 'left',
    lang: /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(language) ? language : 'en',
  };
}

/** One line, for the Subject header and the <title>. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const font = "font-family:Arial,'Segoe UI',Tahoma,Helvetica,sans-serif";

const footers = { security: 'securityFooter', contact: 'contactFooter', standing: 'standingFooter', notice: 'footer' } as const;
const footerOf = (words: (typeof chrome)['en' | 'ar'], reason: EmailReason) => words[footers[reason]];

const reasonOf = (kind: RenderedNotification['kind']): EmailReason =>
  SECURITY_NOTIFICATION_KINDS.includes(kind) ? 'security' : STANDING_NOTIFICATION_KINDS.includes(kind) ? 'standing' : 'notice';

/**
 * The notification's e-mail: the title as subject and heading (escaped), the sanitised body HTML as
 * it is, a "View in Helpwire" button to its link on `appUrl`, and a footer saying why it came.
 */
export const renderNotificationEmail: EmailRenderer = (notification: RenderedNotification, appUrl: string) =>
  renderEmail({ ...notification, reason: reasonOf(notification.kind) }, appUrl);

/**
 * A Helpwire e-mail: a table layout with inline styles (what mail clients render), `dir="rtl"` and
 * right-aligned for Arabic. The text part says the same: the body's text and the link written out.
 */
export function renderEmail(content: EmailContent, appUrl: string): RenderedEmail {
  const { words, dir, align, lang } = layout(content.language);
  const title = oneLine(content.title);
  const link = absoluteLink(content.link, appUrl);
  const home = new URL('/', appUrl).href;
  const footer = footerOf(words, content.reason);
  const button = link
    ? `<tr><td style="padding:8px 32px 32px 32px;text-align:${align};"><a href="${escapeHtml(link)}" style="display:inline-block;background-color:#0b6e6e;color:#ffffff;${font};font-size:16px;font-weight:bold;line-height:20px;text-decoration:none;padding:12px 24px;border-radius:6px;">${escapeHtml(words.button)}</a></td></tr>`
    : '';
  const html = `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)}</title>
</head>
<body dir="${dir}" style="margin:0;padding:0;background-color:#f4f6f8;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="background-color:#f4f6f8;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="max-width:600px;background-color:#ffffff;border-radius:8px;">
<tr><td style="padding:24px 32px 0 32px;text-align:${align};${font};font-size:20px;font-weight:bold;color:#0b6e6e;"><a href="${escapeHtml(home)}" style="color:#0b6e6e;text-decoration:none;">Helpwire</a></td></tr>
<tr><td style="padding:16px 32px 8px 32px;text-align:${align};${font};font-size:22px;line-height:30px;font-weight:bold;color:#1a1a1a;">${escapeHtml(title)}</td></tr>
<tr><td style="padding:8px 32px 16px 32px;text-align:${align};${font};font-size:16px;line-height:24px;color:#333333;">${content.bodyHtml}</td></tr>
${button}
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="max-width:600px;">
<tr><td style="padding:16px 32px;text-align:${align};${font};font-size:12px;line-height:18px;color:#6b7280;">${escapeHtml(footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const body = htmlToText(content.bodyHtml);
  const text = [title, body, link ? `${words.button}: ${link}` : '', `--\n${footer}`].filter(Boolean).join('\n\n');
  return { subject: title, html, text: `${text}\n` };
}
