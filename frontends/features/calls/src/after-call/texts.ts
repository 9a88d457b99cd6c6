import { registerTexts } from '@helpwire/web-core';
import en from './locales/en.json';

/** The after-call screens' namespace: reviews, feedback, the summary, flags and call history. */
export const AFTER_CALL_NAMESPACE = 'afterCall';

let registered: Promise<void> | undefined;

/** Registers the texts the first time a screen needs them (never at import: the feature's index must stay free of side effects). */
export function afterCallTextsReady(): Promise<void> {
  registered ??= registerTexts({ namespace: AFTER_CALL_NAMESPACE, en, load: { ar: () => import('./locales/ar.json') } });
  return registered;
}
