#!/usr/bin/env node
// Generates the TypeScript of every .proto with buf + ts-proto into src/gen.
// With --check, generates into a temporary folder and fails when src/gen differs (stale code).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const buf = join(root, '..', 'node_modules', '.bin', 'buf');
const check = process.argv.includes('--check');

function run(out) {
  execFileSync(buf, ['lint'], { cwd: root, stdio: 'inherit' });
  if (existsSync(out)) rmSync(out, { recursive: true, force: true });
  execFileSync(buf, ['generate', '-o', out === join(root, 'src', 'gen') ? '.' : out], { cwd: root, stdio: 'inherit' });
}

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((f) => join(dir, String(f)))
    .filter((f) => statSync(f).isFile())
    .map((f) => relative(dir, f))
    .sort();
}

if (!check) {
  run(join(root, 'src', 'gen'));
  console.log('proto: generated src/gen');
} else {
  const tmp = mkdtempSync(join(tmpdir(), 'helpwire-proto-'));
  try {
    execFileSync(buf, ['lint'], { cwd: root, stdio: 'inherit' });
    execFileSync(buf, ['generate', '-o', tmp], { cwd: root, stdio: 'inherit' });
    const fresh = join(tmp, 'src', 'gen');
    const committed = join(root, 'src', 'gen');
    const a = listFiles(fresh);
    const b = listFiles(committed);
    const stale = [...new Set([...a, ...b])].filter(
      (f) => !a.includes(f) || !b.includes(f) || readFileSync(join(fresh, f), 'utf8') !== readFileSync(join(committed, f), 'utf8'),
    );
    if (stale.length > 0) {
      console.error(`proto: generated code is stale (${stale.join(', ')}). Run: npm run proto`);
      process.exit(1);
    }
    console.log(`proto: ${a.length} generated files are up to date`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
