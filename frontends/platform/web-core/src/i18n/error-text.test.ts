/** @jest-environment jsdom */
import { errorCodeText, errorText } from './error-text';
import { i18next, setupI18n } from './setup-i18n';
import { registerTexts } from './text-bundles';

const arabic = { codes: { SHOP_CLOSED: 'المتجر مغلق' } };

beforeAll(async () => {
  await setupI18n();
  // A feature's texts: it owns the code SHOP_CLOSED (decision 0040).
  await registerTexts({ namespace: 'shop', en: { codes: { SHOP_CLOSED: 'The shop is closed' } }, load: { ar: () => Promise.resolve(arabic) } });
  // Another namespace's own wording of the same code, asked for by name.
  await registerTexts({
    namespace: 'till',
    en: { codes: { SHOP_CLOSED: 'The till is closed' } },
    load: { ar: () => Promise.resolve({ codes: { SHOP_CLOSED: 'الصندوق مغلق' } }) },
  });
});

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('errorCodeText: a reason code in the reader’s language, from the namespace that owns it', () => {
  it('reads the given namespace first, in English and in Arabic', async () => {
    expect(errorCodeText('SHOP_CLOSED', 'shop')).toBe('The shop is closed');
    await i18next.changeLanguage('ar');
    expect(errorCodeText('SHOP_CLOSED', 'shop')).toBe('المتجر مغلق');
  });

  it('without a namespace, or one that lacks the code, reads the namespace that registered it last', () => {
    expect(errorCodeText('SHOP_CLOSED')).toBe('The till is closed');
    expect(errorCodeText('SHOP_CLOSED', 'nobody')).toBe('The till is closed');
  });

  it('reads the web core for platform codes, whatever namespace is given', async () => {
    expect(errorCodeText('RATE_LIMITED', 'shop')).toBe('Too many requests, please try again later.');
    await i18next.changeLanguage('ar');
    expect(errorCodeText('RATE_LIMITED', 'shop')).not.toBe('Too many requests, please try again later.');
  });

  it('knows no text for a code nobody owns (the call and payment codes are no longer the core’s)', () => {
    expect(errorCodeText('SHOP_ON_FIRE')).toBeUndefined();
    expect(errorCodeText('CALL_NO_HELPER_FOUND')).toBeUndefined();
    expect(errorCodeText(undefined)).toBeUndefined();
  });
});

describe('errorText: the code’s text, else the server’s message, else the fallback, else the generic text', () => {
  it('prefers the code’s text to the server’s wording', () => {
    expect(errorText({ code: 'SHOP_CLOSED', message: 'closed!' }, 'fallback', 'shop')).toBe('The shop is closed');
  });

  it('shows the server’s message for an unknown code, then the fallback, then the generic text in the reader’s language', async () => {
    expect(errorText({ code: 'SHOP_ON_FIRE', message: 'Fire!' }, 'fallback')).toBe('Fire!');
    expect(errorText({ code: 'SHOP_ON_FIRE' }, 'fallback')).toBe('fallback');
    expect(errorText({ code: 'SHOP_ON_FIRE' })).toBe('Something went wrong. Please try again.');
    await i18next.changeLanguage('ar');
    expect(errorText({ code: 'SHOP_ON_FIRE' })).toBe(i18next.t('errors.something-went-wrong'));
    expect(errorText({ code: 'SHOP_ON_FIRE' })).not.toBe('Something went wrong. Please try again.');
  });
});
