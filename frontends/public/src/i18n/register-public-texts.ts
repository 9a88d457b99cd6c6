import { i18next, NAMESPACE } from '@helpwire/ui';
import ar from '../locales/ar.json';
import en from '../locales/en.json';

function addBundles(): void {
  i18next.addResourceBundle('en', NAMESPACE, en, true, true);
  i18next.addResourceBundle('ar', NAMESPACE, ar, true, true);
}

/**
 * Adds the public pages' texts (the "public" key) to the shell's i18next instance. The shell
 * initialises i18next before it loads a remote; if this module is imported first (a test, a
 * standalone check), the texts are added as soon as i18next is initialised.
 */
export function registerPublicTexts(): void {
  if (i18next.isInitialized) addBundles();
  else i18next.on('initialized', addBundles);
}
