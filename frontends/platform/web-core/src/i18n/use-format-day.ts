import { useMemo } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';

/**
 * A UTC day ("2026-12-07", as a policy's first day in effect) in the reader's language, "7 December
 * 2026": the same day wherever the reader is (formatted in UTC, never the browser's time zone).
 */
export function useFormatDay(): (day: string) => string {
  const language = useTranslation().i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    return (day: string) => format.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
  }, [language]);
}
