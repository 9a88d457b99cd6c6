import { registerTexts } from '@helpwire/web-core';
import en from './locales/en.json';

/** The money screens' namespace: transactions, the tab, earnings. */
export const MONEY_NAMESPACE = 'money';

let registered: Promise<void> | undefined;

/** Registers the texts the first time a screen needs them (never at import: the feature's index must stay free of side effects). */
export function moneyTextsReady(): Promise<void> {
  registered ??= registerTexts({ namespace: MONEY_NAMESPACE, en, load: { ar: () => import('./locales/ar.json') } });
  return registered;
}
