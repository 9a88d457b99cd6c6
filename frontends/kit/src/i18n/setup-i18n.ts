import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from './locales/ar.json';
import en from './locales/en.json';
import { applyDocumentLanguage, BUILT_IN_LANGUAGES, currentLanguage } from './language-preference';

export const NAMESPACE = 'main';

/**
 * i18next with the bundled en and ar texts (the spec's /locales/{language}/main.json, shipped in
 * the bundle). Other languages show English and are translated by the machine-translation widget.
 */
export async function setupI18n(): Promise<i18n> {
  const stored = currentLanguage();
  const builtIn = (BUILT_IN_LANGUAGES as readonly string[]).includes(stored) ? stored : 'en';
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: { en: { [NAMESPACE]: en }, ar: { [NAMESPACE]: ar } },
      lng: builtIn,
      fallbackLng: 'en',
      defaultNS: NAMESPACE,
      ns: [NAMESPACE],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  applyDocumentLanguage(stored);
  return i18next;
}

export { i18next };
