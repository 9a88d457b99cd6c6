import './cookie-banner.css';
import { Button } from '@helpwire/ui';
import {
  changeLanguage,
  currentLanguage,
  LANGUAGE_CHANGED_EVENT,
  LANGUAGE_KEY,
  readCookie,
  runtimeConfig,
  storeLanguage,
  toast,
  type LanguageCode,
} from '@helpwire/web-core';
import { Cookie } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { languageLabel, languageOptions } from '../header/language-options';

export const COOKIE_BANNER_DELAY_MS = 3000;
export const CONSENT_COOKIE_DAYS = 7;

/** Asks, 3 s after the first visit, which language to keep; Accept stores it for 7 days. */
export function CookieBanner() {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(false);
  const [choice, setChoice] = useState<LanguageCode>(currentLanguage);

  useEffect(() => {
    if (readCookie(LANGUAGE_KEY)) return;
    const timer = setTimeout(() => {
      // The language may have been chosen (the header's picker) since the page opened: offer that one.
      setChoice(currentLanguage());
      setVisible(true);
    }, COOKIE_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // A language chosen while the banner shows is the one it offers to keep.
  useEffect(() => {
    const follow = () => setChoice(currentLanguage());
    window.addEventListener(LANGUAGE_CHANGED_EVENT, follow);
    return () => window.removeEventListener(LANGUAGE_CHANGED_EVENT, follow);
  }, []);

  if (!visible) return null;
  const accept = async () => {
    setVisible(false);
    let kept: LanguageCode = choice;
    if (choice !== currentLanguage()) {
      const result = await changeLanguage(choice, {
        scriptUrl: runtimeConfig().machineTranslationScript,
        onUnavailable: () => toast.error(t('errors.machineTranslationUnavailable')),
      });
      if (result === 'unavailable') kept = 'en';
    }
    storeLanguage(kept, CONSENT_COOKIE_DAYS);
  };
  return (
    <section className="hw-cookie-banner" role="region" aria-label={t('shell.cookieTitle')}>
      <Cookie aria-hidden size={28} color="var(--hw-accent)" />
      <div className="hw-cookie-banner__text">
        <h2>{t('shell.cookieTitle')}</h2>
        <p>{t('shell.cookieText')}</p>
        <label>
          {t('shell.cookieLanguage')}{' '}
          <select className="hw-input" value={choice} onChange={(event) => setChoice(event.target.value as LanguageCode)}>
            {languageOptions().map((option) => (
              <option key={option.code} value={option.code}>
                {languageLabel(option.code)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="hw-cookie-banner__actions">
        <Button onClick={() => void accept()}>{t('common.accept')}</Button>
        <Button variant="ghost" onClick={() => setVisible(false)}>
          {t('common.cancel')}
        </Button>
      </div>
    </section>
  );
}
