import type { EmailContent } from '../ports/delivery-senders';

/** The reference a person quotes when they write again: the message id's first eight characters. */
export const contactReference = (messageId: string) => messageId.replace(/-/g, '').slice(0, 8).toUpperCase();

const words = {
  en: {
    title: 'We received your message',
    body: (reference: string) =>
      `<p>Thank you for writing to Helpwire support. Your message is with our team and we answer at this address, usually within two working days.</p><p>Your reference: <strong>${reference}</strong></p><p>Many answers are already in the help centre.</p>`,
  },
  ar: {
    title: 'وصلتنا رسالتك',
    body: (reference: string) =>
      `<p>شكرًا لتواصلك مع دعم Helpwire. رسالتك لدى فريقنا، وسنرد على هذا العنوان عادةً خلال يومَي عمل.</p><p>رقمك المرجعي: <strong>${reference}</strong></p><p>تجد إجابات كثيرة في مركز المساعدة.</p>`,
  },
} as const;

/**
 * The e-mail confirming a message to support, in the language it was written in. It repeats nothing
 * the writer typed (not even their name): anyone can give any address in the form, so the e-mail
 * must be useless as a relay for someone else's words.
 */
export function contactConfirmation(message: { messageId: string; language: string }): EmailContent {
  const language = message.language.split('-')[0]!.toLowerCase() === 'ar' ? 'ar' : 'en';
  const text = words[language];
  return { language, title: text.title, bodyHtml: text.body(contactReference(message.messageId)), link: '/help', reason: 'contact' };
}
