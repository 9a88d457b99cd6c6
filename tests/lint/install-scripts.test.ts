import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> };
const lockfile = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { hasInstallScript?: boolean; version?: string }>;
};

/** Every installed dependency that ships an install script, as `name@version`. */
function packagesWithInstallScripts(): { name: string; version: string }[] {
  return Object.entries(lockfile.packages)
    .filter(([path, entry]) => path.includes('node_modules/') && entry.hasInstallScript)
    .map(([path, entry]) => ({ name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length), version: entry.version ?? '' }));
}

describe('install scripts', () => {
  it('every dependency with an install script is allowed or denied in package.json (npm install warns of none)', () => {
    const policy = manifest.allowScripts ?? {};
    const unreviewed = packagesWithInstallScripts().filter(({ name, version }) => !(name in policy) && !(`${name}@${version}` in policy));
    expect(unreviewed).toEqual([]);
  });
});
