import { registerTexts } from '@helpwire/web-core';
import en from '../locales/en.json';

/** The public remote's namespace. */
export const PUBLIC_NAMESPACE = 'public';

/**
 * The public pages' texts (the "public" namespace): English ships with the remote, Arabic loads
 * when it is the reader's language. The promise settles once the current language's texts are in place.
 */
export const publicTextsReady: Promise<void> = registerTexts({ namespace: PUBLIC_NAMESPACE, en, load: { ar: () => import('../locales/ar.json') } });
