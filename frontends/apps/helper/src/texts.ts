import { registerTexts } from '@helpwire/web-core';
import en from './locales/en.json';
import withdrawalEn from './withdrawal/locales/en.json';

/** The helper remote's namespace (its page titles, the call alerts, earnings, the withdrawal pages). */
export const HELPER_NAMESPACE = 'helper';

/**
 * English ships with the page list, Arabic loads when it is the reader's language. The withdrawal
 * pages keep their texts beside them (withdrawal/locales), merged into the same namespace.
 */
export const helperTextsReady: Promise<void> = Promise.all([
  registerTexts({ namespace: HELPER_NAMESPACE, en, load: { ar: () => import('./locales/ar.json') } }),
  registerTexts({ namespace: HELPER_NAMESPACE, en: withdrawalEn, load: { ar: () => import('./withdrawal/locales/ar.json') } }),
]).then(() => undefined);
