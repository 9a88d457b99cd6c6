import { LANGUAGE_CODES, languageLabel, RTL_LANGUAGES, type LanguageCode } from '@helpwire/ui';

export { languageLabel };

export interface LanguageOption {
  code: LanguageCode;
  label: string;
  rtl?: boolean;
}

export function languageOptions(): LanguageOption[] {
  return LANGUAGE_CODES.map((code) => ({ code, label: languageLabel(code), rtl: (RTL_LANGUAGES as readonly string[]).includes(code) || undefined }));
}

/** Spec §5: trimmed, case-insensitive match on label or code. */
export function filterLanguages(options: LanguageOption[], query: string): LanguageOption[] {
  const q = query.trim().toLowerCase();
  if (!q) return options;
  return options.filter((o) => o.label.toLowerCase().includes(q) || o.code.toLowerCase().includes(q));
}
