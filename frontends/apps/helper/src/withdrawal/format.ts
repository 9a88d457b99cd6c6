import { useMemo } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';

/** A date (ISO text) in the reader's language: "25 Nov 2026". */
export function useFormatDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', year: 'numeric' });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);
}
