import { registerTexts } from '@helpwire/web-core';
import en from './locales/en.json';

/** The calls feature's own namespace: the texts of the reason codes a call can answer (CALL_*, RECORDING_*, the call's hold). */
export const CALLS_NAMESPACE = 'calls';
let ready: Promise<void> | undefined;

/**
 * Registers the reason codes' texts of calls and recordings (decision 0040) on first use: English at
 * once, Arabic when it is the reader's language. The apps that place, ring or show calls call it
 * with their own texts; the meeting with its own.
 */
export function callErrorTextsReady(): Promise<void> {
  ready ??= registerTexts({ namespace: CALLS_NAMESPACE, en, load: { ar: () => import('./locales/ar.json') } });
  return ready;
}
