#!/usr/bin/env node
// Installs the workspace's npm packages when they are missing or older than package-lock.json.
// Used by `npm start` and `npm test` so both work on a fresh clone.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repository, its output on ours; rejects when it fails. */
function run(command, args) {
  console.log(`> ${[command, ...args].join(' ')}`);
  return new Promise((resolve, reject) => {
    spawn(command, args, { cwd: root, stdio: 'inherit' }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code})`)),
    );
  });
}

/**
 * Where this machine keeps the node_modules of the lockfiles it installed (decision 0058): the next
 * clone with the same lockfile, Node and platform links them in (a second) instead of unpacking
 * 1,200 packages from npm's cache again (50 s of the cores). HELPWIRE_MODULES_CACHE=off: never.
 */
const MODULES_CACHE = process.env.HELPWIRE_MODULES_CACHE ?? join(homedir(), '.cache', 'helpwire', 'node_modules');
/** How many lockfiles' trees the machine keeps (a branch switched back and forth stays warm). */
const CACHED_TREES = 2;

/** The cache entry of this lockfile on this Node and platform: what npm would install, byte for byte. */
export function cacheEntry(cacheRoot, lock) {
  const key = createHash('sha256').update(readFileSync(lock)).update(`${process.version} ${process.platform} ${process.arch}`).digest('hex');
  return join(cacheRoot, key.slice(0, 32));
}

/** Hard-links a tree (files shared, folders new: what a tool adds on either side stays there). */
function linkTree(from, to) {
  mkdirSync(dirname(to), { recursive: true });
  return spawnSync('cp', ['-al', from, to], { stdio: 'ignore' }).status === 0;
}

/**
 * The node_modules folders npm made in a repository: the root's, and a workspace's own where it
 * needs another version of a package than the root holds (frontends/apps/public, for one).
 */
function installedTrees(repo) {
  const { workspaces = [] } = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
  const folders = workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return existsSync(join(repo, parent)) ? readdirSync(join(repo, parent)).map((name) => `${parent}/${name}`) : [];
  });
  return ['node_modules', ...folders.map((folder) => `${folder}/node_modules`).filter((tree) => existsSync(join(repo, tree)))];
}

/** Links this lockfile's cached trees into the clone; false when there are none or they cannot be linked. */
export function restoreFromCache(entry, repo) {
  const listed = join(entry, 'trees.json');
  if (!existsSync(listed) || existsSync(join(repo, 'node_modules'))) return false;
  const trees = JSON.parse(readFileSync(listed, 'utf8'));
  if (trees.some((tree) => existsSync(join(repo, tree)))) return false;
  if (trees.every((tree) => linkTree(join(entry, tree), join(repo, tree)))) return true;
  for (const tree of trees) rmSync(join(repo, tree), { recursive: true, force: true });
  return false;
}

/** Keeps a just-installed repository's trees for the next clone, and only the newest CACHED_TREES entries. */
export function saveToCache(entry, repo) {
  const partial = `${entry}.partial-${process.pid}`;
  try {
    const trees = installedTrees(repo);
    for (const tree of trees) if (!linkTree(join(repo, tree), join(partial, tree))) throw new Error(`cannot link ${tree}`);
    writeFileSync(join(partial, 'trees.json'), JSON.stringify(trees));
    rmSync(entry, { recursive: true, force: true });
    renameSync(partial, entry);
    const cacheRoot = dirname(entry);
    const entries = readdirSync(cacheRoot)
      .map((name) => join(cacheRoot, name))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    for (const old of entries.slice(CACHED_TREES)) rmSync(old, { recursive: true, force: true });
  } catch {
    // A cache that cannot be written (another file system, no space) only means npm installs next time.
    rmSync(partial, { recursive: true, force: true });
  }
}

export async function ensureInstall() {
  const modules = join(root, 'node_modules');
  const marker = join(modules, '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  const entry = MODULES_CACHE !== 'off' && existsSync(lock) ? cacheEntry(MODULES_CACHE, lock) : undefined;
  if (entry && restoreFromCache(entry, root)) {
    // Newer than the clone's lockfile, as npm leaves it: the next run finds nothing to install.
    const now = new Date();
    utimesSync(marker, now, now);
    console.log(`> node_modules linked from ${entry} (this lockfile's last install on this machine)`);
    return;
  }
  // Not `npm ci`: the registry these machines reach lacks the other platforms' optional binaries
  // (@swc/core-darwin-*, …), so npm cannot record them and `npm ci` calls the lock out of sync.
  // `npm install` keeps every version the lock pins. See docs/decisions/0005. `--prefer-offline`:
  // what npm's cache already holds is not asked of the registry again (a fresh clone here: 42 s
  // instead of 57 s); anything missing still comes from the registry.
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline']);
  if (entry) saveToCache(entry, root);
}

/**
 * Compiles the services and packages (`tsc -b --noCheck`) with TypeScript 7, the native compiler
 * (decision 0056): emits without type-checking, the same JavaScript as TypeScript 5's in a third of
 * the time. Type errors are the static stage's (`npm test` type-checks every source and test file)
 * and the editor's; a build that also checked would check everything a second time.
 */
export function build() {
  return run(process.execPath, [NATIVE_TSC, '-b', 'tsconfig.build.json', '--noCheck']);
}

/**
 * TypeScript 7's `tsc` (the `typescript-native` alias of typescript@7): the build and the type
 * checks. The `typescript` package (5.x) stays for the tools that load its API (typescript-eslint).
 */
export const NATIVE_TSC = join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');

// `node scripts/ensure-install.mjs [--build]`: installs what is missing; `--build` compiles too (the benches).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await ensureInstall();
  if (process.argv.includes('--build')) await build();
}
