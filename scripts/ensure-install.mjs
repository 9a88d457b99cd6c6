#!/usr/bin/env node
// Installs the workspace's npm packages when they are missing or older than package-lock.json.
// Used by `npm start` and `npm test` so both work on a fresh clone.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function ensureInstall() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  // Not `npm ci`: the registry these machines reach lacks the other platforms' optional binaries
  // (@swc/core-darwin-*, …), so npm cannot record them and `npm ci` calls the lock out of sync.
  // `npm install` keeps every version the lock pins. See docs/decisions/0005.
  const command = 'npm install';
  console.log(`> ${command}`);
  execSync(`${command} --no-audit --no-fund`, { cwd: root, stdio: 'inherit' });
}

export function build() {
  console.log('> tsc -b tsconfig.build.json');
  execSync('npx --no-install tsc -b tsconfig.build.json', { cwd: root, stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstall();
