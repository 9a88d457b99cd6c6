import { registerTexts } from '@helpwire/web-core';
import en from './locales/en.json';

let ready: Promise<void> | undefined;

/**
 * The account forms' texts (field labels and hints under "auth", the profile, upload and role
 * texts under "account"): English ships with the chunk that uses them, Arabic loads when it is the
 * reader's language. Registered on first use; the same promise every time (for React `use()`).
 */
export function accountTextsReady(): Promise<void> {
  ready ??= registerTexts({ namespace: 'account-forms', en, load: { ar: () => import('./locales/ar.json') } });
  return ready;
}
