import { useMemo } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import type { Subscription } from '@helpwire/contracts';
import { directionOf, useFormatPrice } from '@helpwire/web-core';

/** Left-to-right isolate: keeps "1.5 GB" and "Visa •••• 4242" in one piece inside right-to-left text. */
const isolateLtr = (text: string) => `\u2066${text}\u2069`;

/** Dates, prices (cents as the API's strings) and sizes as the reader's language writes them. */
export function useSubscriptionFormats() {
  const language = useTranslation().i18n.language;
  const formatPrice = useFormatPrice();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const rtl = directionOf(language) === 'rtl';
    return {
      /** "7 January 2027". */
      date: (iso: string | null | undefined) => (iso ? day.format(new Date(iso)) : ''),
      /** "$4.99" from "499"; a credit ("-250") as "−$2.50". */
      price: (cents: string | number) => {
        const value = Number(cents);
        if (value >= 0) return formatPrice(value);
        // The minus sign inside the amount's left-to-right isolate, so it stays before the amount in Arabic too.
        const amount = formatPrice(-value);
        return amount.startsWith('\u2066') ? `\u2066\u2212${amount.slice(1)}` : `\u2212${amount}`;
      },
      /** "1.5 GB" from bytes (a string or a number). */
      bytes: (count: string | number) => {
        const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
        let value = Number(count);
        let unit = 0;
        while (value >= 1024 && unit < units.length - 1) {
          value /= 1024;
          unit++;
        }
        const text = `${number.format(value)} ${units[unit]}`;
        return rtl ? isolateLtr(text) : text;
      },
      /** "Visa •••• 4242". */
      card: (card: { brand: string; last4: string }) => isolateLtr(`${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} •••• ${card.last4}`),
    };
  }, [language, formatPrice]);
}

/**
 * A paid plan in effect (ACTIVE, or PAST_DUE while dunning retries). INCOMPLETE is not: its first
 * payment waits for the bank and the free plan is still the one in effect.
 */
export const isPaying = (subscription: Subscription): boolean => subscription.status === 'ACTIVE' || subscription.status === 'PAST_DUE';
