import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as EnsureInstall from './ensure-install.mjs';

/** A clone's lockfile and the trees npm made of it: a package file, a workspace link, a workspace's own tree. */
function installedClone(parent: string, name: string, lock = '{"lockfileVersion":3}') {
  const clone = join(parent, name);
  mkdirSync(join(clone, 'node_modules', 'left-pad'), { recursive: true });
  mkdirSync(join(clone, 'services', 'auth', 'node_modules', 'zod'), { recursive: true });
  mkdirSync(join(clone, 'services', 'call'), { recursive: true });
  writeFileSync(join(clone, 'package.json'), JSON.stringify({ workspaces: ['services/*'] }));
  writeFileSync(join(clone, 'package-lock.json'), lock);
  writeFileSync(join(clone, 'node_modules', '.package-lock.json'), lock);
  writeFileSync(join(clone, 'node_modules', 'left-pad', 'index.js'), 'module.exports = 1;');
  writeFileSync(join(clone, 'services', 'auth', 'node_modules', 'zod', 'index.js'), 'module.exports = 3;');
  symlinkSync('../services/auth', join(clone, 'node_modules', 'auth'));
  return clone;
}

/** A fresh clone of the same repository: its workspaces, no trees. */
function freshClone(parent: string, name: string) {
  const clone = join(parent, name);
  for (const service of ['auth', 'call']) mkdirSync(join(clone, 'services', service), { recursive: true });
  writeFileSync(join(clone, 'package.json'), JSON.stringify({ workspaces: ['services/*'] }));
  return clone;
}

describe("the machine's node_modules cache (a fresh clone links its lockfile's last install)", () => {
  let kit: typeof EnsureInstall;
  let dir: string;
  beforeAll(async () => {
    kit = await import('./ensure-install.mjs');
  });
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'helpwire-modules-cache-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives the next clone of the same lockfile the same tree, files shared and links relative', () => {
    const first = installedClone(dir, 'first');
    const entry = kit.cacheEntry(join(dir, 'cache'), join(first, 'package-lock.json'));
    kit.saveToCache(entry, first);

    const second = freshClone(dir, 'second');
    expect(kit.restoreFromCache(entry, second)).toBe(true);
    const file = (clone: string) => join(clone, 'node_modules', 'left-pad', 'index.js');
    expect(readFileSync(file(second), 'utf8')).toBe('module.exports = 1;');
    expect(statSync(file(second)).ino).toBe(statSync(file(first)).ino);
    expect(readlinkSync(join(second, 'node_modules', 'auth'))).toBe('../services/auth');
    // A workspace's own tree comes too; a workspace without one gets none.
    expect(readFileSync(join(second, 'services', 'auth', 'node_modules', 'zod', 'index.js'), 'utf8')).toBe('module.exports = 3;');
    expect(existsSync(join(second, 'services', 'call', 'node_modules'))).toBe(false);
    // What a tool adds in one clone stays in that clone.
    writeFileSync(join(second, 'node_modules', 'left-pad', 'added.js'), '');
    expect(existsSync(join(entry, 'node_modules', 'left-pad', 'added.js'))).toBe(false);
  });

  it('has nothing for another lockfile, and never links over a tree a clone already has', () => {
    const first = installedClone(dir, 'first');
    const cache = join(dir, 'cache');
    kit.saveToCache(kit.cacheEntry(cache, join(first, 'package-lock.json')), first);
    const other = installedClone(dir, 'other', '{"lockfileVersion":3,"packages":{}}');
    const otherEntry = kit.cacheEntry(cache, join(other, 'package-lock.json'));
    expect(kit.restoreFromCache(otherEntry, freshClone(dir, 'third'))).toBe(false);
    expect(kit.restoreFromCache(kit.cacheEntry(cache, join(first, 'package-lock.json')), other)).toBe(false);
  });

  it('keeps the two newest trees', () => {
    const cache = join(dir, 'cache');
    const entries = ['a', 'b', 'c'].map((name, i) => {
      const clone = installedClone(dir, name, `{"lockfileVersion":3,"n":${i}}`);
      const entry = kit.cacheEntry(cache, join(clone, 'package-lock.json'));
      kit.saveToCache(entry, clone);
      // Saved one after another: the later, the newer.
      const at = new Date(Date.now() - (3 - i) * 60_000);
      utimesSync(entry, at, at);
      return entry;
    });
    const fourth = installedClone(dir, 'd', '{"lockfileVersion":3,"n":3}');
    kit.saveToCache(kit.cacheEntry(cache, join(fourth, 'package-lock.json')), fourth);
    expect(entries.map((entry) => existsSync(entry))).toEqual([false, false, true]);
  });
});
