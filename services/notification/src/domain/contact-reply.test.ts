import { contactReply } from './contact-reply';

describe("an admin's answer to a message to support, as e-mailed", () => {
  const reply = {
    messageId: '0f9c2b7e-1d2a-4c5b-9e8f-123456789abc',
    subject: 'The helper never joined',
    body: 'Hello Maya,\nwe refunded the call.\n\n<b>Sorry</b> for the wait.',
  };

  it('keeps the subject, escapes the answer into paragraphs and gives the reference', () => {
    const email = contactReply({ ...reply, language: 'en' });
    expect(email.title).toBe('Re: The helper never joined');
    expect(email.bodyHtml).toContain('<p>Hello Maya,<br>we refunded the call.</p><p>&lt;b&gt;Sorry&lt;/b&gt; for the wait.</p>');
    expect(email.bodyHtml).toContain('Your reference: <strong>0F9C2B7E</strong>');
    expect(email).toMatchObject({ language: 'en', reason: 'contact', link: '/help' });
  });

  it('is in Arabic for a message written in Arabic (ar-AE too), else in English', () => {
    expect(contactReply({ ...reply, language: 'ar-AE' })).toMatchObject({ language: 'ar', title: 'رد: The helper never joined' });
    expect(contactReply({ ...reply, language: 'fr' }).language).toBe('en');
  });
});
