#!/usr/bin/env node
// Copies the named packages and every production dependency they pull in, at the versions the
// lockfile installed, from this repository's node_modules into <target>/node_modules. The web image
// (frontends/Dockerfile) runs only launcher/dist/web-server.js, which needs express and compression,
// not the whole launcher workspace (services, argon2, gRPC ...):
//   node scripts/copy-prod-deps.mjs <target> express compression
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The folder of `name` as Node resolves it from `fromDir` (nested node_modules first). */
function packageDir(name, fromDir) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === root || dirname(dir) === dir) throw new Error(`${name} is not installed (from ${relative(root, fromDir)})`);
  }
}

export function prodClosure(names) {
  const seen = new Set();
  const visit = (name, fromDir, optional) => {
    let dir;
    try {
      dir = packageDir(name, fromDir);
    } catch (error) {
      if (optional) return;
      throw error;
    }
    if (seen.has(dir)) return;
    seen.add(dir);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    for (const dep of Object.keys(manifest.dependencies ?? {})) visit(dep, dir, false);
    for (const dep of Object.keys(manifest.optionalDependencies ?? {})) visit(dep, dir, true);
  };
  for (const name of names) visit(name, root, false);
  return [...seen].sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [target, ...names] = process.argv.slice(2);
  if (!target || names.length === 0) {
    process.stderr.write('usage: copy-prod-deps.mjs <target> <package>...\n');
    process.exit(2);
  }
  for (const dir of prodClosure(names)) cpSync(dir, join(target, relative(root, dir)), { recursive: true, dereference: true });
}
