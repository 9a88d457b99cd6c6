import { composeNotification } from './compose-notification';
import { durationAr, durationEn } from './money-words';
import type { NotificationFact } from './notification-facts';

const texts = (fact: NotificationFact) => {
  const [en, ar] = composeNotification(fact, 'en').translations;
  return { en: en!, ar: ar! };
};

describe('money words: the notification says where the money went (issue 21, item 18)', () => {
  it('a call put on the tab says "added to your tab", never "charged", in en and ar', () => {
    const { en, ar } = texts({ kind: 'CALL_CHARGED', side: 'USER', amount: '$0.60', seconds: 90, addedToTab: '$0.60' });
    expect(en.body).toBe(
      '<p><strong>$0.60</strong> for 1 minute 30 seconds of help was added to your tab. Nothing was charged to your card yet: your tab is charged later, together with other short calls.</p>',
    );
    expect(en.body).not.toMatch(/you were charged|charged to your card\./i);
    expect(ar.body).toContain('أُضيف <strong>$0.60</strong> مقابل دقيقة واحدة و30 ثانية من المساعدة إلى حسابك المؤجل');
    expect(ar.body).not.toContain('تم خصم');
  });

  it('a captured call says "charged to your card"; a split call names both parts', () => {
    expect(texts({ kind: 'CALL_CHARGED', side: 'USER', amount: '$6.00', seconds: 600, captured: '$6.00' }).en.body).toBe(
      '<p><strong>$6.00</strong> for 10 minutes of help was charged to your card.</p>',
    );
    const split = texts({ kind: 'CALL_CHARGED', side: 'USER', amount: '$15.00', seconds: 1920, captured: '$13.50', addedToTab: '$1.50' });
    expect(split.en.body).toBe(
      '<p>Your call of 32 minutes cost <strong>$15.00</strong>: <strong>$13.50</strong> was charged to your card and <strong>$1.50</strong> was added to your tab.</p>',
    );
    expect(split.ar.body).toContain('خُصم <strong>$13.50</strong> من بطاقتك وأُضيف <strong>$1.50</strong> إلى حسابك المؤجل');
  });

  it('a refund off the tab says it was taken off the tab, not that it is on its way to the card', () => {
    const { en, ar } = texts({ kind: 'REFUND_ISSUED', amount: '$0.90', offTab: '$0.90' });
    expect(en.title).toBe('Your tab was reduced');
    expect(en.body).toBe('<p><strong>$0.90</strong> was taken off your tab. It had not been charged to your card, so nothing comes back to the card.</p>');
    expect(en.body).not.toContain('on its way to your card');
    expect(ar.title).toBe('تم تخفيض حسابك المؤجل');
    expect(ar.body).not.toContain('في طريقه إلى بطاقتك');
  });

  it('a refund to the card says so; a refund of both names both', () => {
    expect(texts({ kind: 'REFUND_ISSUED', amount: '$6.00', toCard: '$6.00' }).en.body).toBe(
      '<p>A refund of <strong>$6.00</strong> is on its way to your card.</p>',
    );
    expect(texts({ kind: 'REFUND_ISSUED', amount: '$7.00', toCard: '$6.00', offTab: '$1.00' }).en.body).toBe(
      '<p>You were refunded <strong>$7.00</strong>: <strong>$6.00</strong> is on its way to your card and <strong>$1.00</strong> was taken off your tab.</p>',
    );
  });

  it('a call of 1:30 is "1 minute 30 seconds", not "2 minutes"', () => {
    expect(durationEn(90)).toBe('1 minute 30 seconds');
    expect(durationEn(120)).toBe('2 minutes');
    expect(durationEn(45)).toBe('45 seconds');
    expect(durationEn(61)).toBe('1 minute 1 second');
    expect(durationAr(90)).toBe('دقيقة واحدة و30 ثانية');
    expect(durationAr(150)).toBe('دقيقتين و30 ثانية');
  });
});
