#!/usr/bin/env node
// Builds the web apps (shell host and remotes) with rspack when their sources changed since the
// last build. `--force` rebuilds everything.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_APPS = ['shell', 'public', 'user', 'helper', 'admin'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function stale(app) {
  const built = join(root, 'frontends', 'apps', app, 'dist', 'mf-manifest.json');
  if (!existsSync(built)) return true;
  // The app, and every platform and feature package it may bundle.
  const inputs = [
    join(root, 'frontends', 'apps', app),
    join(root, 'frontends', 'platform'),
    join(root, 'frontends', 'features'),
    join(root, 'packages', 'contracts', 'src'),
    join(root, 'package-lock.json'),
  ];
  return Math.max(...inputs.map(newestMtime)) > statSync(built).mtimeMs;
}

function build(app) {
  return new Promise((resolve, reject) => {
    const cli = join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
    const child = spawn(process.execPath, [cli, 'build'], {
      cwd: join(root, 'frontends', 'apps', app),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`rspack build of ${app} failed (${code})`))));
  });
}

export async function buildWeb({ force = false } = {}) {
  const todo = WEB_APPS.filter((app) => force || stale(app));
  // The public pages pre-rendered from the shell and the public remote (decision 0089): again when either changed.
  const renderAgain = todo.includes('shell') || todo.includes('public') || !existsSync(join(root, 'frontends', 'apps', 'shell', 'dist', 'prerendered'));
  if (todo.length > 0) console.log(`> rspack build ${todo.join(', ')}`);
  // Two at a time: the machines have two cores.
  for (let i = 0; i < todo.length; i += 2) await Promise.all(todo.slice(i, i + 2).map(build));
  // Imported only here: it needs @rspack/core, which a fresh clone has only once its install ran.
  if (renderAgain) await (await import('../frontends/platform/build/prerender.mjs')).prerender();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildWeb({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
