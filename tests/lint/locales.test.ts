import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const frontends = join(__dirname, '..', '..', 'frontends');

/** Every locales folder of every web package (a package may have more than one: the shell's auth pages). */
function localeFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    return entry.name === 'locales' ? [path] : localeFolders(path);
  });
}

/** "a.b.c" → value for every leaf of a bundle. */
function leaves(bundle: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (bundle && typeof bundle === 'object' && !Array.isArray(bundle)) {
    for (const [key, value] of Object.entries(bundle)) for (const [leaf, text] of leaves(value, prefix ? `${prefix}.${key}` : key)) found.set(leaf, text);
  } else found.set(prefix, bundle);
  return found;
}

const read = (folder: string, language: string) => leaves(JSON.parse(readFileSync(join(folder, `${language}.json`), 'utf8')));
const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

/** The plural forms each language's texts need (CLDR, as i18next picks them: en one/other, ar six). */
const FORMS = { en: pluralForms('en'), ar: pluralForms('ar') };
function pluralForms(language: string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
}
const PLURAL = /_(zero|one|two|few|many|other)$/;
const PLURAL_MARK = '_#plural';
const family = (key: string) => key.replace(PLURAL, PLURAL_MARK);
const formsOf = (keys: Iterable<string>, base: string) =>
  [...keys]
    .filter((key) => PLURAL.test(key) && family(key) === base)
    .map((key) => PLURAL.exec(key)![1]!)
    .sort();

const folders = localeFolders(frontends).map((folder) => relative(frontends, folder));

describe("every web package's texts: English and Arabic have the same keys", () => {
  it('finds the locales of every package that has texts (the apps, the design system and every feature)', () => {
    const packages = new Set(folders.map((folder) => folder.split('/').slice(0, 2).join('/')));
    expect([...packages].sort()).toEqual([
      'apps/admin',
      'apps/helper',
      'apps/public',
      'apps/shell',
      'apps/user',
      'features/account',
      'features/calls',
      'features/help',
      'features/money',
      'features/notifications',
      'platform/web-core',
    ]);
  });

  it.each(folders)('%s: same keys in en.json and ar.json, every text a string with the same {{placeholders}}, every plural form', (folder) => {
    const en = read(join(frontends, folder), 'en');
    const ar = read(join(frontends, folder), 'ar');
    // A plural text is one key per form of the language (i18next's key_one, key_other…): compared as one.
    const families = (keys: Iterable<string>) => new Set([...keys].map(family));
    const [enFamilies, arFamilies] = [families(en.keys()), families(ar.keys())];
    expect({
      missingInArabic: [...enFamilies].filter((key) => !arFamilies.has(key)),
      onlyInArabic: [...arFamilies].filter((key) => !enFamilies.has(key)),
    }).toEqual({ missingInArabic: [], onlyInArabic: [] });
    for (const base of [...enFamilies].filter((key) => key.endsWith(PLURAL_MARK))) {
      expect([base, formsOf(en.keys(), base)]).toEqual([base, FORMS.en]);
      expect([base, formsOf(ar.keys(), base)]).toEqual([base, FORMS.ar]);
    }
    for (const [key, text] of ar) {
      const english = en.get(key) ?? en.get(key.replace(PLURAL, '_other'));
      expect([key, typeof english, typeof text]).toEqual([key, 'string', 'string']);
      // An Arabic plural form may say its number in words ("إشعار واحد"): {{count}} is optional there.
      const expected = placeholders(english).filter((name) => !(PLURAL.test(key) && name === 'count'));
      expect([key, placeholders(text).filter((name) => !(PLURAL.test(key) && name === 'count'))]).toEqual([key, expected]);
    }
  });
});
