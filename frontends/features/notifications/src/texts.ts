import { registerTexts } from '@helpwire/web-core';
import en from './locales/en.json';

/** The notification screens' namespace (the header's bell and the user's and helper's pages). */
export const NOTIFICATIONS_NAMESPACE = 'notifications';

let ready: Promise<void> | undefined;

/** Registers the texts on first use; Arabic loads when it is the reader's language. */
export function notificationTextsReady(): Promise<void> {
  ready ??= registerTexts({ namespace: NOTIFICATIONS_NAMESPACE, en, load: { ar: () => import('./locales/ar.json') } });
  return ready;
}
