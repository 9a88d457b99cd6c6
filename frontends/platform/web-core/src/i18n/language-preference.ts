import { BUILT_IN_LANGUAGES, DEFAULT_LANGUAGE, LANGUAGE_CODES, RTL_LANGUAGES, type LanguageCode } from '@helpwire/contracts/languages';

export { BUILT_IN_LANGUAGES, DEFAULT_LANGUAGE, LANGUAGE_CODES, RTL_LANGUAGES, type LanguageCode };

/** Storage key and cookie name of the chosen language (spec §3). */
export const LANGUAGE_KEY = 'language';
const DAY_SECONDS = 24 * 60 * 60;

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

export function writeCookie(name: string, value: string, days: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${days * DAY_SECONDS}; Path=/; SameSite=Lax`;
}

/** The stored language (local storage, then cookie), or en. */
export function currentLanguage(): LanguageCode {
  let stored: string | null | undefined = null;
  try {
    stored = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    stored = null;
  }
  stored ??= readCookie(LANGUAGE_KEY);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Keeps the choice in local storage and in the `language` cookie. */
export function storeLanguage(code: LanguageCode, cookieDays = 365): void {
  localStorage.setItem(LANGUAGE_KEY, code);
  writeCookie(LANGUAGE_KEY, code, cookieDays);
  window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: code }));
}

/** Fired on window whenever the stored language changes (pickers stay in step). */
export const LANGUAGE_CHANGED_EVENT = 'helpwire:language-changed';

export function directionOf(code: string): 'rtl' | 'ltr' {
  return (RTL_LANGUAGES as readonly string[]).includes(code) ? 'rtl' : 'ltr';
}

/** Sets `lang` and `dir` on <html>: the whole layout mirrors through logical CSS properties. */
export function applyDocumentLanguage(code: string): void {
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
}
