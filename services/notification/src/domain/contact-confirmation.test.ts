import { contactConfirmation, contactReference } from './contact-confirmation';

describe('the confirmation of a message to support', () => {
  const messageId = '0f3c9a12-7b4e-4d2a-9c1e-5a6b7c8d9e0f';

  it('gives the reference a person can quote: the first eight characters of the id, upper case', () => {
    expect(contactReference(messageId)).toBe('0F3C9A12');
    expect(contactConfirmation({ messageId, language: 'en' }).bodyHtml).toContain('<strong>0F3C9A12</strong>');
  });

  it('is written in the language of the message (Arabic for ar and ar-EG, English otherwise) and links to the help centre', () => {
    expect(contactConfirmation({ messageId, language: 'ar-EG' })).toMatchObject({ language: 'ar', title: 'وصلتنا رسالتك', link: '/help', reason: 'contact' });
    expect(contactConfirmation({ messageId, language: 'fr' })).toMatchObject({ language: 'en', title: 'We received your message' });
  });
});
