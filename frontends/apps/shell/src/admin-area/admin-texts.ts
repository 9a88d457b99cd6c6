import { accountTextsReady } from '@helpwire/account';
import { registerTexts } from '@helpwire/web-core';
import ar from './locales/ar.json';
import en from './locales/en.json';

let ready: Promise<void> | undefined;

/**
 * The admin sign-in's texts (the "adminSignIn" key of the shell's namespace), English and Arabic in
 * the admin area's chunk (no chunk of their own: each chunk's name is in `/`'s runtime, whose budget
 * is full); registered on first use. The account forms' texts name the sign-in
 * failures by their codes. The same promise every time (for `use()`).
 */
export function adminSignInTextsReady(): Promise<void> {
  ready ??= Promise.all([registerTexts({ namespace: 'shell', en, load: { ar: async () => ar } }), accountTextsReady()]).then(() => undefined);
  return ready;
}
