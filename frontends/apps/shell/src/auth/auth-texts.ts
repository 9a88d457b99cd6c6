import { accountTextsReady } from '@helpwire/account';
import { registerTexts } from '@helpwire/web-core';
import en from './locales/en.json';

let ready: Promise<void> | undefined;

/**
 * The auth pages' texts (the "auth" key of the shell's namespace): English ships with the auth chunk, Arabic loads when it
 * is the reader's language. Registered on first use; the same promise every time (for `use()`).
 */
export function authTextsReady(): Promise<void> {
  // The field labels and hints come with the shared account forms.
  ready ??= Promise.all([registerTexts({ namespace: 'shell', en, load: { ar: () => import('./locales/ar.json') } }), accountTextsReady()]).then(
    () => undefined,
  );
  return ready;
}
