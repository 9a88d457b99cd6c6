import { i18next, KIT_NAMESPACE, registerTexts } from '@helpwire/web-core';
import { useEffect, useState } from 'react';
import { callErrorTextsReady } from '../call/error-texts';
import en from './locales/en.json';

let registered: Promise<void> | undefined;
let inPlace = false;

/**
 * The meeting's and the recordings page's texts, in the web core's namespace but shipped with
 * `@helpwire/calls` rather than with every page: registered on first use (English at once, Arabic
 * when it is the reader's language); resolves once the current language's texts are in place.
 */
export function meetingTextsReady(): Promise<void> {
  registered ??= Promise.all([registerTexts({ namespace: KIT_NAMESPACE, en, load: { ar: () => import('./locales/ar.json') } }), callErrorTextsReady()]).then(
    () => {
      inPlace = true;
    },
  );
  return registered;
}

/** Whether the meeting's texts are in place for the current language; registers them on first use. */
export function useMeetingTexts(): boolean {
  const [ready, setReady] = useState(() => {
    void meetingTextsReady();
    // English is added synchronously; another built-in language waits for its bundle.
    return inPlace || (i18next.language ?? 'en') === 'en';
  });
  useEffect(() => {
    if (!ready) void meetingTextsReady().then(() => setReady(true));
  }, [ready]);
  return ready;
}
