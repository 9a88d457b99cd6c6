import { i18next } from './setup-i18n';
import { applyDocumentLanguage, BUILT_IN_LANGUAGES, currentLanguage, readCookie, storeLanguage, writeCookie, type LanguageCode } from './language-preference';

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

const WIDGET_CONTAINER_ID = 'hw-machine-translation';

type TranslateWindow = {
  google?: { translate?: { TranslateElement: new (options: object, containerId: string) => unknown } };
  googleTranslateElementInit?: () => void;
};

/** Creates the provider's (hidden) element; it reads the `googtrans` cookie and translates the page. */
function createWidget(): void {
  const w = window as unknown as TranslateWindow;
  let container = document.getElementById(WIDGET_CONTAINER_ID);
  if (!container) {
    container = document.createElement('div');
    container.id = WIDGET_CONTAINER_ID;
    container.hidden = true;
    document.body.appendChild(container);
  }
  if (w.google?.translate) new w.google.translate.TranslateElement({ pageLanguage: 'en', autoDisplay: false }, WIDGET_CONTAINER_ID);
}

export function machineTranslationLoaded(): boolean {
  return !!(window as unknown as TranslateWindow).google?.translate;
}

/** Loads the provider's widget script once; resolves when it has started, within the wait limit. */
function loadWidget(scriptUrl: string, waitMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const w = window as unknown as TranslateWindow;
    const timer = setTimeout(() => reject(new Error('machine translation did not load in time')), waitMs);
    w.googleTranslateElementInit = () => {
      clearTimeout(timer);
      createWidget();
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
  if (machineTranslationLoaded()) {
    // The widget is already translating the page into another language: it only picks up a new
    // target on load, so switch through the same reload as the built-in languages.
    writeCookie(MT_COOKIE, `/en/${code}`, MT_COOKIE_DAYS);
    storeLanguage(code);
    setTimeout(reload, MT_RELOAD_DELAY_MS);
    return 'reloading';
  }
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

/**
 * At start-up: a stored language other than en and ar is translated again by the widget (it does
 * not survive a reload by itself); English shows until it has loaded.
 */
export async function resumeMachineTranslation(options: LanguageChangeOptions): Promise<void> {
  const stored = currentLanguage();
  if ((BUILT_IN_LANGUAGES as readonly string[]).includes(stored)) return;
  applyDocumentLanguage('en');
  await changeLanguage(stored, options);
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
