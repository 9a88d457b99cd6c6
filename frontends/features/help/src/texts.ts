import { registerTexts } from '@helpwire/web-core';
import en from './locales/en.json';

/** The help centre's namespace: its articles, search, FAQ, tutorials and contact form. */
export const HELP_NAMESPACE = 'help';

let registered: Promise<void> | undefined;

/** Registers the texts the first time the page needs them (never at import: the feature's index must stay free of side effects). */
export function helpTextsReady(): Promise<void> {
  registered ??= registerTexts({ namespace: HELP_NAMESPACE, en, load: { ar: () => import('./locales/ar.json') } });
  return registered;
}
