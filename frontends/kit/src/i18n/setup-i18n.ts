import type { i18n } from 'i18next';
import { initReactI18next } from '@helpwire/libs/i18n';
import en from './locales/en.json';
import { i18next } from './i18next-instance';
import { applyDocumentLanguage, BUILT_IN_LANGUAGES, currentLanguage } from './language-preference';
import { addTextSource, lazyTextsBackend, NAMESPACE } from './text-bundles';

export { NAMESPACE };

/**
 * i18next with the kit's English texts bundled and Arabic loaded when it is used (the spec's
 * /locales/{language}/main.json, shipped with the app). Other languages show English and are
 * translated by the machine-translation widget.
 */
export async function setupI18n(): Promise<i18n> {
  const stored = currentLanguage();
  const builtIn = (BUILT_IN_LANGUAGES as readonly string[]).includes(stored) ? stored : 'en';
  if (!i18next.isInitialized) {
    addTextSource({ en, load: { ar: () => import('./locales/ar.json') } });
    await i18next
      .use(lazyTextsBackend)
      .use(initReactI18next)
      .init({
        resources: { en: { [NAMESPACE]: en } },
        partialBundledLanguages: true,
        lng: builtIn,
        fallbackLng: 'en',
        supportedLngs: ['en', 'ar'],
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
