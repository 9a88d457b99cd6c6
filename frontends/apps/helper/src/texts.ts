import { registerTexts } from '@helpwire/web-core';
import en from './locales/en.json';

/** The helper remote's namespace (its page titles). */
export const HELPER_NAMESPACE = 'helper';

/** English ships with the page list, Arabic loads when it is the reader's language. */
export const helperTextsReady: Promise<void> = registerTexts({ namespace: HELPER_NAMESPACE, en, load: { ar: () => import('./locales/ar.json') } });
