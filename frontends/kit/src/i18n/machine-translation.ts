import { i18next } from './setup-i18n';
import { applyDocumentLanguage, BUILT_IN_LANGUAGES, readCookie, storeLanguage, writeCookie, type LanguageCode } from './language-preference';

/** Constants of spec §9. */
export const MT_COOKIE = 'googtrans';
export const MT_COOKIE_DAYS = 365;
export const MT_RELOAD_DELAY_MS = 80;
export const MT_WAIT_LIMIT_MS = 8000;
export const PENDING_LANGUAGE_KEY = 'pendingLanguage';

export function machineTranslationActive(): boolean {
  const value = readCookie(MT_COOKIE);
  return !!value && !/\/en\/en$/.test(decodeURIComponent(value));
}

function clearMachineTranslationCookie(): void {
  document.cookie = `${MT_COOKIE}=; Max-Age=0; Path=/`;
}

/** Loads the provider's widget script once; resolves when its API appears, within the wait limit. */
function loadWidget(scriptUrl: string, waitMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const w = window as unknown as { google?: { translate?: unknown }; googleTranslateElementInit?: () => void };
    if (w.google?.translate) return resolve();
    const timer = setTimeout(() => reject(new Error('machine translation did not load in time')), waitMs);
    w.googleTranslateElementInit = () => {
      clearTimeout(timer);
      resolve();
    };
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error('machine translation script failed to load'));
    };
    document.head.appendChild(script);
  });
}

export interface LanguageChangeOptions {
  scriptUrl?: string;
  reload?: () => void;
  onUnavailable?: () => void;
  waitMs?: number;
}

/**
 * Switches the interface language (spec §4). en and ar use the built-in texts; when a machine
 * translation is active, a pending-language marker is saved and the page reloads after 80 ms so
 * the widget lets go of the page. Other languages show English first and ask the widget to
 * translate; when it cannot load, English stays and `onUnavailable` explains why.
 */
export async function changeLanguage(code: LanguageCode, options: LanguageChangeOptions = {}): Promise<'applied' | 'reloading' | 'unavailable'> {
  const reload = options.reload ?? (() => window.location.reload());
  if ((BUILT_IN_LANGUAGES as readonly string[]).includes(code)) {
    if (machineTranslationActive()) {
      localStorage.setItem(PENDING_LANGUAGE_KEY, code);
      clearMachineTranslationCookie();
      storeLanguage(code);
      setTimeout(reload, MT_RELOAD_DELAY_MS);
      return 'reloading';
    }
    await i18next.changeLanguage(code);
    storeLanguage(code);
    applyDocumentLanguage(code);
    return 'applied';
  }
  await i18next.changeLanguage('en');
  try {
    if (!options.scriptUrl) throw new Error('no machine translation configured');
    writeCookie(MT_COOKIE, `/en/${code}`, MT_COOKIE_DAYS);
    await loadWidget(options.scriptUrl, options.waitMs ?? MT_WAIT_LIMIT_MS);
    storeLanguage(code);
    applyDocumentLanguage(code);
    return 'applied';
  } catch {
    clearMachineTranslationCookie();
    storeLanguage('en');
    applyDocumentLanguage('en');
    options.onUnavailable?.();
    return 'unavailable';
  }
}

/** At start-up: finishes a switch that needed a reload (the pending-language marker). */
export async function applyPendingLanguage(): Promise<void> {
  const pending = localStorage.getItem(PENDING_LANGUAGE_KEY);
  if (!pending) return;
  localStorage.removeItem(PENDING_LANGUAGE_KEY);
  if ((BUILT_IN_LANGUAGES as readonly string[]).includes(pending)) {
    await i18next.changeLanguage(pending);
    applyDocumentLanguage(pending);
  }
}
