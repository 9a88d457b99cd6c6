import { registerTexts } from '@helpwire/web-core';
import en from './locales/en.json';

/** The user remote's namespace (its page titles). */
export const USER_NAMESPACE = 'user';

/** English ships with the page list, Arabic loads when it is the reader's language. */
export const userTextsReady: Promise<void> = registerTexts({ namespace: USER_NAMESPACE, en, load: { ar: () => import('./locales/ar.json') } });
