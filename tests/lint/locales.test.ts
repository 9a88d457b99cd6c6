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

const folders = localeFolders(frontends).map((folder) => relative(frontends, folder));

describe("every web package's texts: English and Arabic have the same keys", () => {
  it('finds the locales of every package that has texts (the apps, the design system and every feature)', () => {
    const packages = new Set(folders.map((folder) => folder.split('/').slice(0, 2).join('/')));
    expect([...packages].sort()).toEqual([
      'apps/helper',
      'apps/public',
      'apps/shell',
      'apps/user',
      'features/account',
      'features/calls',
      'features/money',
      'features/notifications',
      'platform/web-core',
    ]);
  });

  it.each(folders)('%s: same keys in en.json and ar.json, every text a string with the same {{placeholders}}', (folder) => {
    const en = read(join(frontends, folder), 'en');
    const ar = read(join(frontends, folder), 'ar');
    expect({ missingInArabic: [...en.keys()].filter((key) => !ar.has(key)), onlyInArabic: [...ar.keys()].filter((key) => !en.has(key)) }).toEqual({
      missingInArabic: [],
      onlyInArabic: [],
    });
    for (const [key, text] of en) {
      expect([key, typeof text, typeof ar.get(key)]).toEqual([key, 'string', 'string']);
      expect([key, placeholders(ar.get(key))]).toEqual([key, placeholders(text)]);
    }
  });
});
