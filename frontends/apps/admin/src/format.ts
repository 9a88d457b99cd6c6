import { useTranslation } from '@helpwire/libs/i18n';
import { useCallback } from 'react';
import type { HelperFile, ReviewedHelper } from './admin-api';

/** A date (and time) in the reader's language: "7 Dec 2026, 10:05". */
export function useFormatDate(): (iso: string, withTime?: boolean) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (iso: string, withTime = false) =>
      new Intl.DateTimeFormat(language, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(new Date(iso)),
    [language],
  );
}

/** A helper's or writer's full name, else their username. */
export const fullName = (person: { firstName: string; lastName: string; username?: string }) =>
  `${person.firstName} ${person.lastName}`.trim() || person.username || '';

/** When a helper sent what is being reviewed: their newest ID card or document. */
export function sentAt(helper: ReviewedHelper): string | undefined {
  const files: HelperFile[] = [...(helper.idCard ? [helper.idCard] : []), ...helper.documents];
  return files
    .map((file) => file.createdAt)
    .sort()
    .at(-1);
}

/** A language named in the reader's language ("Arabic", "العربية" for an Arabic reader), else its code. */
export function languageName(code: string, readerLanguage: string): string {
  try {
    return new Intl.DisplayNames([readerLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
