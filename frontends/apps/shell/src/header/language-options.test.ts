import { filterLanguages, languageOptions, type LanguageOption } from './language-options';

const SPEC_CODES = [
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
];

const sample: LanguageOption[] = [
  { code: 'en', label: 'English' },
  { code: 'ar', label: 'العربية', rtl: true },
  { code: 'de', label: 'Deutsch' },
  { code: 'zh-CN', label: '中文（中国）' },
  { code: 'zh-TW', label: '中文（台灣）' },
];

const codes = (options: LanguageOption[]) => options.map((o) => o.code);

describe('languageOptions', () => {
  it('lists all 23 codes of spec §1, in order', () => {
    expect(codes(languageOptions())).toEqual(SPEC_CODES);
  });

  it('marks exactly ar, ur, fa and he as right-to-left', () => {
    expect(
      languageOptions()
        .filter((o) => o.rtl)
        .map((o) => o.code),
    ).toEqual(['ar', 'ur', 'fa', 'he']);
  });

  it('names each language in itself', () => {
    const byCode = Object.fromEntries(languageOptions().map((o) => [o.code, o.label]));
    expect(byCode.en).toBe('English');
    expect(byCode.ar).toBe('العربية');
    expect(byCode.de).toBe('Deutsch');
  });
});

describe('filterLanguages (spec §5: trimmed, case-insensitive, label or code)', () => {
  it('matches the English name as well as the own name: "Arabic" and "french" find العربية and Français', () => {
    const all = languageOptions();
    expect(codes(filterLanguages(all, ' Arabic '))).toEqual(['ar']);
    expect(codes(filterLanguages(all, 'french'))).toEqual(['fr']);
    expect(codes(filterLanguages(all, 'العربية'))).toEqual(['ar']);
  });

  it('answers every option for an empty or blank query', () => {
    expect(filterLanguages(sample, '')).toEqual(sample);
    expect(filterLanguages(sample, '   ')).toEqual(sample);
  });

  it('matches the label case-insensitively', () => {
    expect(codes(filterLanguages(sample, 'deutsch'))).toEqual(['de']);
    expect(codes(filterLanguages(sample, 'ENGL'))).toEqual(['en']);
  });

  it('matches the code case-insensitively', () => {
    expect(codes(filterLanguages(sample, 'AR'))).toEqual(['ar']);
    expect(codes(filterLanguages(sample, 'zh-tw'))).toEqual(['zh-TW']);
    expect(codes(filterLanguages(sample, 'ZH'))).toEqual(['zh-CN', 'zh-TW']);
  });

  it('trims the query before matching', () => {
    expect(codes(filterLanguages(sample, '  de  '))).toEqual(['de']);
    expect(codes(filterLanguages(sample, '\tEnglish\n'))).toEqual(['en']);
  });

  it('matches a native-script label', () => {
    expect(codes(filterLanguages(sample, 'العربية'))).toEqual(['ar']);
  });

  it('answers nothing when nothing matches', () => {
    expect(filterLanguages(sample, 'xyz')).toEqual([]);
  });

  it('works on the real list', () => {
    expect(codes(filterLanguages(languageOptions(), ' FR '))).toContain('fr');
    expect(codes(filterLanguages(languageOptions(), 'nederlands'))).toEqual(['nl']);
  });
});
