import { setupI18n, type TextSource } from '@helpwire/web-core';
import en from '../locales/en.json';

/** The shell's namespace: header, footer, navigation, auth pages, app-shell pages. */
export const SHELL_NAMESPACE = 'shell';

/** The shell's texts: English ships with the shell, Arabic loads when it is the reader's language. */
export const shellTexts: TextSource = { namespace: SHELL_NAMESPACE, en, load: { ar: () => import('../locales/ar.json') } };

/** i18next with the web core's and the shell's texts in place. */
export const setupShellI18n = () => setupI18n(shellTexts);
