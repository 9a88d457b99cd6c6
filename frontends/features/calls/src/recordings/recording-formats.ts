import { useMemo } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';

/** Left-to-right isolate: keeps "227.7 KB" and a call id in one piece inside right-to-left text. */
export const isolateLtr = (text: string) => `\u2066${text}\u2069`;

/** Dates, durations (m:ss or h:mm:ss) and sizes (MB, GB, isolated left to right) in the reader's language. */
export function useRecordingFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    return {
      date: (iso: string) => dateFormat.format(new Date(iso)),
      duration: (seconds: number) => {
        const whole = Math.round(seconds);
        const h = Math.floor(whole / 3600);
        const m = Math.floor((whole % 3600) / 60);
        const s = String(whole % 60).padStart(2, '0');
        return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
      },
      bytes: (count: number) => {
        const units = ['B', 'KB', 'MB', 'GB'] as const;
        let value = count;
        let unit = 0;
        while (value >= 1024 && unit < units.length - 1) {
          value /= 1024;
          unit++;
        }
        return isolateLtr(`${number.format(value)} ${units[unit]}`);
      },
    };
  }, [language]);
}
