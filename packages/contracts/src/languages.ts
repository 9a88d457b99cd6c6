/** Interface languages of spec §1: en and ar are built in; the rest use machine translation. */
export const LANGUAGE_CODES = [
  'en',
  'ar',
  'ur',
  'fr',
  'de',
  'es',
  'pt',
  'ru',
  'tr',
  'fa',
  'hi',
  'zh-CN',
  'zh-TW',
  'ja',
  'ko',
  'it',
  'nl',
  'el',
  'he',
  'th',
  'id',
  'vi',
  'ms',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const RTL_LANGUAGES: readonly LanguageCode[] = ['ar', 'ur', 'fa', 'he'];
export const BUILT_IN_LANGUAGES: readonly LanguageCode[] = ['en', 'ar'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/**
 * The supported language an accept-language header asks for first ("ar-EG,ar;q=0.9" → "ar",
 * "zh-tw" → "zh-TW"), or en.
 */
export function resolveLanguage(acceptLanguage: string | undefined): LanguageCode {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((t) => t.tag && !Number.isNaN(t.q) && t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const exact = LANGUAGE_CODES.find((code) => code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const primary = tag.split('-')[0]!.toLowerCase();
    const byPrimary = LANGUAGE_CODES.find((code) => code === primary);
    if (byPrimary) return byPrimary;
  }
  return DEFAULT_LANGUAGE;
}
