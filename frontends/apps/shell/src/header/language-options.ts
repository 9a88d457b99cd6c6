import { LANGUAGE_CODES, languageLabel, RTL_LANGUAGES, type LanguageCode } from '@helpwire/web-core';

export { languageLabel };

export interface LanguageOption {
  code: LanguageCode;
  label: string;
  /** The name in English ("Arabic"), which people search by too. */
  englishName?: string;
  rtl?: boolean;
}

const english = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' });
  } catch {
    return undefined;
  }
})();

export function languageOptions(): LanguageOption[] {
  return LANGUAGE_CODES.map((code) => ({
    code,
    label: languageLabel(code),
    englishName: english?.of(code),
    rtl: (RTL_LANGUAGES as readonly string[]).includes(code) || undefined,
  }));
}

/** Spec §5: trimmed, case-insensitive match on the label, the English name or the code. */
export function filterLanguages(options: LanguageOption[], query: string): LanguageOption[] {
  const q = query.trim().toLowerCase();
  if (!q) return options;
  return options.filter((o) => [o.label, o.englishName ?? '', o.code].some((name) => name.toLowerCase().includes(q)));
}
