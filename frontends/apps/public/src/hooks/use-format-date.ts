import { useMemo } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';

/** A calendar date ("June 1, 2025") in the reader's language. */
export function useFormatDate(): (iso: string) => string {
  const { i18n } = useTranslation('public');
  const language = i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [language]);
}
