import { registerTexts } from '@helpwire/ui';
import en from '../locales/en.json';

/**
 * The public pages' texts (the "public" key): English ships with the remote, Arabic loads when it
 * is the reader's language. The promise settles once the current language's texts are in place.
 */
export const publicTextsReady: Promise<void> = registerTexts({ en, load: { ar: () => import('../locales/ar.json') } });
