/** A text in every built-in language; `en` is always present and is the fallback. */
export interface Localized {
  en: string;
  ar: string;
}

export type ContentLanguage = keyof Localized;

/**
 * The content language for an accept-language value: "ar", "ar-EG" or "ar;q=0.9,en" read as
 * Arabic; every other language falls back to English (machine translation covers the rest).
 */
export function contentLanguage(acceptLanguage: string | undefined): ContentLanguage {
  const first = (acceptLanguage ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return first === 'ar' || first.startsWith('ar-') ? 'ar' : 'en';
}

/** The text in `language`, or English when that translation is missing or empty. */
export function pick(text: Localized, language: ContentLanguage): string {
  const value = text[language];
  return value && value.trim().length > 0 ? value : text.en;
}
