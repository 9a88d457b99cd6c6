import { fitsOneSegment, smsText } from './sms-text';

const appUrl = 'https://helpwire.example';

describe('smsText', () => {
  it('is the title and the link on the app, when they fit', () => {
    expect(smsText({ title: 'You missed a call', link: '/helper/calls' }, appUrl)).toBe('You missed a call\nhttps://helpwire.example/helper/calls');
    expect(smsText({ title: '  Password\nchanged ' }, appUrl)).toBe('Password changed');
  });

  it('shortens a long title at a word with "..." and keeps the link whole, in 160 GSM characters', () => {
    const title =
      'Your withdrawal of 250.00 USD to the bank account ending in 1234 was approved and the money is on its way; banks usually take two to five working days to show it';
    const text = smsText({ title, link: '/helper/earnings' }, appUrl);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/^Your withdrawal of 250\.00 USD .* [a-z]+\.\.\.\nhttps:\/\/helpwire\.example\/helper\/earnings$/);
    expect(title.startsWith(text.split('...')[0]!)).toBe(true);
    expect(fitsOneSegment(text)).toBe(true);
  });

  it('counts Arabic in UCS-2: 70 units, shortened with "…"', () => {
    const title = 'تمت الموافقة على طلب السحب الخاص بك وسيصل المبلغ إلى حسابك المصرفي خلال أيام العمل القادمة';
    const text = smsText({ title, link: '/helper/earnings' }, appUrl);
    expect(text.length).toBeLessThanOrEqual(70);
    expect(text).toMatch(/^تمت الموافقة .*…\nhttps:\/\/helpwire\.example\/helper\/earnings$/);
    expect(fitsOneSegment(text)).toBe(true);
  });

  it('counts a GSM extension character as two', () => {
    // 160 characters, 161 septets: too long for one segment.
    const title = `${'x'.repeat(159)}{`;
    const text = smsText({ title }, appUrl);
    expect(text).toBe(`${'x'.repeat(157)}...`);
    expect(smsText({ title: `${'x'.repeat(158)}{` }, appUrl)).toBe(`${'x'.repeat(158)}{`);
    expect(fitsOneSegment('{'.repeat(80))).toBe(true);
    expect(fitsOneSegment('{'.repeat(81))).toBe(false);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const text = smsText({ title: '😀'.repeat(50) }, appUrl);
    expect(text.length).toBeLessThanOrEqual(70);
    expect(text).toBe(`${'😀'.repeat(34)}…`);
  });

  it('leaves out a link outside the app', () => {
    expect(smsText({ title: 'Hi', link: 'https://evil.example' }, appUrl)).toBe('Hi');
  });
});
