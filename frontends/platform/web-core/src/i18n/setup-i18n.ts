import type { i18n } from 'i18next';
import { initReactI18next } from '@helpwire/libs/i18n';
import en from './locales/en.json';
import { i18next } from './i18next-instance';
import { applyDocumentLanguage, BUILT_IN_LANGUAGES, currentLanguage } from './language-preference';
import { addTextSource, KIT_NAMESPACE, lazyTextsBackend, registerTexts, type TextSource } from './text-bundles';

export { KIT_NAMESPACE };

/**
 * i18next with the web core's English texts bundled and Arabic loaded when it is used (the spec's
 * /locales/{language}/main.json, shipped with the app). Other languages show English and are
 * translated by the machine-translation widget. Each package reads its own namespace and falls
 * back to the web core's (namespace `kit`); `app` is the host's own texts (the shell's), in place before the first render.
 */
export async function setupI18n(app?: TextSource): Promise<i18n> {
  const stored = currentLanguage();
  const builtIn = (BUILT_IN_LANGUAGES as readonly string[]).includes(stored) ? stored : 'en';
  if (!i18next.isInitialized) {
    addTextSource({ namespace: KIT_NAMESPACE, en, load: { ar: () => import('./locales/ar.json') } });
    await i18next
      .use(lazyTextsBackend)
      .use(initReactI18next)
      .init({
        resources: { en: { [KIT_NAMESPACE]: en } },
        partialBundledLanguages: true,
        lng: builtIn,
        fallbackLng: 'en',
        supportedLngs: ['en', 'ar'],
        defaultNS: KIT_NAMESPACE,
        fallbackNS: KIT_NAMESPACE,
        ns: [KIT_NAMESPACE],
        interpolation: { escapeValue: false },
        returnNull: false,
      });
  }
  if (app && !i18next.hasResourceBundle('en', app.namespace)) await registerTexts(app);
  applyDocumentLanguage(stored);
  return i18next;
}

export { i18next };
