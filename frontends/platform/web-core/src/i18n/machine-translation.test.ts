/** @jest-environment jsdom */
import { i18next, setupI18n } from './setup-i18n';
import { applyPendingLanguage, changeLanguage } from './machine-translation';

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

function cookieValue(name: string): string | undefined {
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

beforeAll(async () => {
  await setupI18n();
});

beforeEach(async () => {
  localStorage.clear();
  clearCookies();
  await i18next.changeLanguage('en');
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

afterEach(() => {
  jest.useRealTimers();
});

describe('changeLanguage to a built-in language', () => {
  it('applies Arabic at once: texts, <html dir="rtl" lang="ar">, storage and cookie', async () => {
    await expect(changeLanguage('ar')).resolves.toBe('applied');
    expect(i18next.language).toBe('ar');
    expect(i18next.t('common.retry')).toBe('إعادة المحاولة');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('language')).toBe('ar');
    expect(cookieValue('language')).toBe('ar');
  });

  it('does not treat an English-to-English googtrans cookie as an active machine translation', async () => {
    document.cookie = 'googtrans=/en/en; Path=/';
    const reload = jest.fn();
    await expect(changeLanguage('ar', { reload })).resolves.toBe('applied');
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem('pendingLanguage')).toBeNull();
  });
});

describe('changeLanguage to a machine-translated language', () => {
  it('without a widget script it answers "unavailable", explains why and keeps English', async () => {
    const onUnavailable = jest.fn();
    await expect(changeLanguage('fr', { onUnavailable })).resolves.toBe('unavailable');
    expect(onUnavailable).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('language')).toBe('en');
    expect(cookieValue('language')).toBe('en');
    expect(cookieValue('googtrans')).toBeUndefined();
    expect(i18next.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('changeLanguage while a machine translation is active', () => {
  it('stores a pendingLanguage marker and reloads after exactly 80 ms', async () => {
    jest.useFakeTimers();
    document.cookie = 'googtrans=/en/fr; Path=/';
    const reload = jest.fn();

    await expect(changeLanguage('ar', { reload })).resolves.toBe('reloading');

    expect(localStorage.getItem('pendingLanguage')).toBe('ar');
    expect(localStorage.getItem('language')).toBe('ar');
    expect(cookieValue('googtrans')).toBeUndefined();
    jest.advanceTimersByTime(79);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('applyPendingLanguage', () => {
  it('applies the pending language at start-up and removes the marker', async () => {
    localStorage.setItem('pendingLanguage', 'ar');
    await applyPendingLanguage();
    expect(localStorage.getItem('pendingLanguage')).toBeNull();
    expect(i18next.language).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('does nothing without a marker', async () => {
    await applyPendingLanguage();
    expect(i18next.language).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
