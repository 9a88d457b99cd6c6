import type { EmailContent } from '../ports/delivery-senders';
import { contactReference } from './contact-confirmation';
import { escapeHtml } from './notification-texts';

const words = {
  en: {
    title: (subject: string) => `Re: ${subject}`,
    footer: (reference: string) => `<p>Your reference: <strong>${reference}</strong>. To add anything, write to us again and give this reference.</p>`,
  },
  ar: {
    title: (subject: string) => `رد: ${subject}`,
    footer: (reference: string) => `<p>رقمك المرجعي: <strong>${reference}</strong>. لإضافة أي شيء، راسلنا مجددًا واذكر هذا الرقم.</p>`,
  },
} as const;

/** Paragraphs of plain text, escaped: blank lines part them, single line breaks stay. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => `<p>${escapeHtml(part.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');

/**
 * An admin's answer to a message to support, e-mailed to the address the message gave, in the
 * message's language: the message's subject, the answer as the admin wrote it (escaped), and the
 * reference to quote when writing again.
 */
export function contactReply(reply: { messageId: string; language: string; subject: string; body: string }): EmailContent {
  const language = reply.language.split('-')[0]!.toLowerCase() === 'ar' ? 'ar' : 'en';
  const text = words[language];
  return {
    language,
    title: text.title(reply.subject),
    bodyHtml: `${paragraphs(reply.body)}${text.footer(contactReference(reply.messageId))}`,
    link: '/help',
    reason: 'contact',
  };
}
