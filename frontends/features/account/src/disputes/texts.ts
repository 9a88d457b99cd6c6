import { registerTexts } from '@helpwire/web-core';
import en from './locales/en.json';

/** The dispute screens' namespace (form, history, detail), shared by the user and helper areas. */
export const DISPUTES_NAMESPACE = 'disputes';

let ready: Promise<void> | undefined;

/** Registers the texts on first use; Arabic loads when it is the reader's language. */
export function disputeTextsReady(): Promise<void> {
  ready ??= registerTexts({ namespace: DISPUTES_NAMESPACE, en, load: { ar: () => import('./locales/ar.json') } });
  return ready;
}
