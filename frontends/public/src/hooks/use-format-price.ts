import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Prices are US dollars; the number format follows the reader's language. */
export function useFormatPrice(): (cents: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
    return (cents: number) => format.format(cents / 100);
  }, [language]);
}
