/** @jest-environment jsdom */
import { currentLanguage, directionOf, LANGUAGE_CODES, storeLanguage } from './language-preference';

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  localStorage.clear();
  clearCookies();
});

describe('directionOf', () => {
  it.each(['ar', 'ur', 'fa', 'he'])('%s is right-to-left', (code) => {
    expect(directionOf(code)).toBe('rtl');
  });

  it('every other supported language is left-to-right', () => {
    const ltr = LANGUAGE_CODES.filter((code) => !['ar', 'ur', 'fa', 'he'].includes(code));
    expect(ltr).toHaveLength(19);
    for (const code of ltr) expect(directionOf(code)).toBe('ltr');
  });
});

describe('currentLanguage', () => {
  it('defaults to en with nothing stored', () => {
    expect(currentLanguage()).toBe('en');
  });

  it('reads the language from local storage first', () => {
    localStorage.setItem('language', 'ar');
    document.cookie = 'language=fr; Path=/';
    expect(currentLanguage()).toBe('ar');
  });

  it('falls back to the language cookie when local storage holds nothing', () => {
    document.cookie = 'language=zh-TW; Path=/';
    expect(currentLanguage()).toBe('zh-TW');
  });

  it('ignores an unsupported stored value and answers en', () => {
    localStorage.setItem('language', 'klingon');
    expect(currentLanguage()).toBe('en');
  });
});

describe('storeLanguage', () => {
  it('keeps the choice in local storage and in the language cookie', () => {
    storeLanguage('de');
    expect(localStorage.getItem('language')).toBe('de');
    expect(document.cookie).toContain('language=de');
  });
});
