#!/usr/bin/env node
// Installs the workspace's npm packages when they are missing or older than package-lock.json.
// Used by `npm start` and `npm test` so both work on a fresh clone.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
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

export async function ensureInstall() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  // Not `npm ci`: the registry these machines reach lacks the other platforms' optional binaries
  // (@swc/core-darwin-*, …), so npm cannot record them and `npm ci` calls the lock out of sync.
  // `npm install` keeps every version the lock pins. See docs/decisions/0005. `--prefer-offline`:
  // what npm's cache already holds is not asked of the registry again (a fresh clone here: 42 s
  // instead of 57 s); anything missing still comes from the registry.
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline']);
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
