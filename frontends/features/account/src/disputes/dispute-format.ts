import { useFormatPrice } from '@helpwire/web-core';
import { useMemo } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';

/** Dates and amounts in the reader's language (amounts are whole cents, shown as US dollars). */
export function useDisputeFormat() {
  const { i18n } = useTranslation();
  const price = useFormatPrice();
  const language = i18n.language;
  const dates = useMemo(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }), [language]);
  return { price, date: (iso: string) => dates.format(new Date(iso)) };
}

/** A call reference kept in one piece (and left to right) inside Arabic text. */
export const reference = (id: string) => `\u2066${id}\u2069`;
