import { registerTexts } from '@helpwire/web-core';
import en from './locales/en.json';

/** The admin remote's namespace (its page titles and screens). */
export const ADMIN_NAMESPACE = 'admin';

/** English ships with the page list, Arabic loads when it is the reader's language. */
export const adminTextsReady: Promise<void> = registerTexts({ namespace: ADMIN_NAMESPACE, en, load: { ar: () => import('./locales/ar.json') } });
