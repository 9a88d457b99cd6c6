import { NOTIFICATION_KINDS } from '@helpwire/contracts';
import { composeNotification, languagesFor } from './compose-notification';
import type { NotificationFact } from './notification-facts';

/** One fact of every kind, on each side where the kind has sides. */
const facts: NotificationFact[] = [
  { kind: 'HELPER_VERIFIED' },
  { kind: 'HELPER_REJECTED', reason: 'Blurry ID card' },
  { kind: 'CALL_MISSED' },
  { kind: 'CALL_ACCEPTED' },
  { kind: 'CALL_DECLINED' },
  ...(['USER', 'HELPER'] as const).flatMap((side): NotificationFact[] => [
    { kind: 'CALL_CHARGED', side, amount: '$2.40', seconds: 240 },
    { kind: 'REVIEW_RECEIVED', side, rating: 4 },
    { kind: 'RECORDING_READY', side },
    { kind: 'DISPUTE_OPENED', side },
    { kind: 'DISPUTE_RESOLVED', side },
    { kind: 'EMAIL_CHANGED', side },
    { kind: 'PASSWORD_CHANGED', side },
    { kind: 'NEW_SIGN_IN', side },
    { kind: 'ACCOUNT_WARNED', side, fromDispute: side === 'HELPER', reason: 'Rude in chat' },
  ]),
  { kind: 'WITHDRAWAL_APPROVED', amount: '$50.00' },
  { kind: 'WITHDRAWAL_REJECTED', amount: '$50.00', reason: 'Wrong IBAN' },
  { kind: 'REFUND_ISSUED', amount: '$2.40' },
  { kind: 'EARNINGS_AVAILABLE', amount: '$1.92' },
  { kind: 'CHARGE_FAILED', amount: '$10.00' },
  { kind: 'SUBSCRIPTION_INVOICE_PAID', invoiceNumber: 'HW-2026-000042', amount: '$4.99', paidUntil: '2027-01-07T10:00:00.000Z' },
  { kind: 'SUBSCRIPTION_PAYMENT_FAILED', amount: '$4.99', nextRetryAt: '2026-12-08T10:00:00.000Z', graceEndsAt: '2026-12-14T10:00:00.000Z' },
  { kind: 'SUBSCRIPTION_ENDED', reason: 'PAYMENT_FAILED' },
];

/** Spec §2's routes of the user and helper areas a notification may open. */
const USER_ROUTES = ['/transaction-history', '/dispute', '/recording', '/call-history', '/payment-methods', '/profile-management', '/subscribed-plan'];
const HELPER_ROUTES = ['/helper/earnings', '/helper/withdrawal', '/helper/dispute', '/helper/recording', '/helper/call-history', '/helper/profile-management'];
const ARABIC = /[\u0600-\u06FF]/;

describe('notification texts and links', () => {
  it('covers every kind of the contracts', () => {
    expect(new Set(facts.map((f) => f.kind))).toEqual(new Set(NOTIFICATION_KINDS));
  });

  it.each(facts.map((fact) => [`${fact.kind}${'side' in fact ? ` (${fact.side})` : ''}`, fact] as const))(
    '%s: a title and body in English and in Arabic, and a route of the spec',
    (_name, fact) => {
      const { translations, link } = composeNotification(fact, 'en');
      const [en, ar] = translations;
      expect(en!.language).toBe('en');
      expect(ar!.language).toBe('ar');
      for (const t of translations) {
        expect(t.title.length).toBeGreaterThan(5);
        expect(t.body).toMatch(/^<p>.+<\/p>$/s);
      }
      expect(en!.title).not.toMatch(ARABIC);
      expect(ar!.title).toMatch(ARABIC);
      expect(ar!.body).toMatch(ARABIC);
      // The amounts and stars a person must read are in both languages.
      for (const value of ['amount' in fact ? fact.amount : undefined, 'rating' in fact && fact.rating ? String(fact.rating) : undefined].filter(Boolean)) {
        expect(en!.body).toContain(value);
        expect(ar!.body).toContain(value);
      }
      const side = 'side' in fact ? fact.side : undefined;
      expect([...USER_ROUTES, ...HELPER_ROUTES]).toContain(link);
      if (side === 'HELPER') expect(HELPER_ROUTES).toContain(link);
      if (side === 'USER') expect(USER_ROUTES).toContain(link);
    },
  );

  it("puts the recipient's language first, English for a language not written", () => {
    expect(languagesFor('ar')).toEqual(['ar', 'en']);
    expect(languagesFor('en')).toEqual(['en', 'ar']);
    expect(languagesFor('fr')).toEqual(['en', 'ar']);
  });
});
