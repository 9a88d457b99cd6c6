import { directionOf } from '../i18n/language-preference';
import { useMemo } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';

/** Left-to-right isolate: keeps "0.45 US$" in one piece inside right-to-left text. */
const isolateLtr = (text: string) => `\u2066${text}\u2069`;

/** Prices are US dollars; the number format follows the reader's language. */
export function useFormatPrice(): (cents: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
    const rtl = directionOf(language) === 'rtl';
    return (cents: number) => {
      const text = format.format(cents / 100);
      return rtl ? isolateLtr(text) : text;
    };
  }, [language]);
}
