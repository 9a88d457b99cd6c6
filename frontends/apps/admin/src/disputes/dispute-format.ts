import { useTranslation } from '@helpwire/libs/i18n';
import { directionOf } from '@helpwire/web-core';
import { useCallback } from 'react';

/** Arabic-Indic and Persian digits, and the Arabic decimal separator, as an admin may type them. */
const normalizeDigits = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u066b,]/g, '.');

/**
 * An amount typed as money ("12", "12.5", "12.50", "١٢٫٥٠") as integer cents; undefined when it is
 * not a positive amount with at most two decimals.
 */
export function centsOf(text: string): number | undefined {
  const value = normalizeDigits(text.trim());
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : undefined;
}

/** Cents in a currency, in the reader's language ("$12.50", kept in one piece in Arabic). */
export function useFormatMoney(): (cents: number, currency: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (cents: number, currency: string) => {
      const text = new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
      return directionOf(language) === 'rtl' ? `\u2066${text}\u2069` : text;
    },
    [language],
  );
}

/** How long ago, in the reader's language ("3 days ago", "منذ ٣ أيام"). */
export function useAge(): (iso: string, now?: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (iso: string, now = Date.now()) => {
      const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
      const minutes = Math.round((Date.parse(iso) - now) / 60_000);
      if (Math.abs(minutes) < 60) return format.format(minutes, 'minute');
      const hours = Math.round(minutes / 60);
      if (Math.abs(hours) < 24) return format.format(hours, 'hour');
      return format.format(Math.round(hours / 24), 'day');
    },
    [language],
  );
}
