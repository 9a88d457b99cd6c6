import { registerTexts } from '@helpwire/web-core';
import en from '../pages/locales/en.json';
import { PUBLIC_NAMESPACE } from './register-public-texts';

/**
 * The texts of the public pages other than home (same "public" namespace; their tab titles stay
 * with the remote's first bundle): loaded with the first of those pages, not with `/`.
 */
export const pageTextsReady: Promise<void> = registerTexts({ namespace: PUBLIC_NAMESPACE, en, load: { ar: () => import('../pages/locales/ar.json') } });
