import { LANGUAGE_CODES, RTL_LANGUAGES, type LanguageCode } from '@helpwire/ui';

export interface LanguageOption {
  code: LanguageCode;
  label: string;
  rtl?: boolean;
}

/** Each language named in itself ("Français", "العربية"), as people look for their own. */
export function languageLabel(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code;
  }
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
