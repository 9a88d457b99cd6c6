#!/usr/bin/env node
// The checks `npm test` runs before Jest (its static stage): lint, type checks, generated-protobuf staleness and
// `buf breaking` against main. Each is one test in the closing `tests: N passed, N failed` totals;
// a failing step prints its output. Run alone: `node scripts/quality-steps.mjs [--only <part of a
// name>] [--root <another clone>]` (exits 1 on a failure).
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NATIVE_TSC } from './ensure-install.mjs';
import { lowerPriority } from './lane-priority.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = {
  nx: join(root, 'node_modules', 'nx', 'dist', 'bin', 'nx.js'),
  eslint: join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'),
  buf: join(root, 'node_modules', '.bin', 'buf'),
  biome: join(root, 'node_modules', '@biomejs', 'biome', 'bin', 'biome'),
  dpdm: join(root, 'node_modules', 'dpdm', 'lib', 'bin', 'dpdm.js'),
};
const node = (...args) => ({ file: process.execPath, args });

/**
 * The commit `buf breaking` compares the .proto files with: where this branch left main (main's
 * tip on main itself, so a fresh clone of main passes). Read from the local history only: offline.
 */
function mainMergeBase(target) {
  for (const ref of ['main', 'origin/main']) {
    const result = spawnSync('git', ['merge-base', 'HEAD', ref], { cwd: target, encoding: 'utf8' });
    if (result.status === 0 && result.stdout.trim()) return result.stdout.trim();
  }
  return undefined;
}

/** Every TypeScript and JavaScript source of the repository, tests included, for the cycle check. */
const SOURCE_GLOBS = [
  'services/*/{src,test}/**/*.ts',
  'packages/*/src/**/*.ts',
  'proto/src/**/*.ts',
  'launcher/{src,test}/**/*.ts',
  'frontends/*/*/src/**/*.{ts,tsx}',
  'tests/**/*.ts',
  'scripts/**/*.{mjs,cjs}',
];

/**
 * Each step: a name (as a test's) and the commands it runs in order in `target` (a clone of this
 * repository); it passes when all exit 0.
 */
export function qualitySteps(target = root) {
  const base = mainMergeBase(target);
  return [
    {
      name: 'ESLint passes everywhere, module boundaries included',
      // The module-boundaries rule reads Nx's project graph; on a fresh clone it must be built first,
      // or the rule is skipped with a warning.
      commands: [{ ...node(bin.nx, 'show', 'projects'), quiet: true }, node(bin.eslint, '.', '--max-warnings', '0')],
    },
    { name: 'type-checks the web apps (bundler resolution, DOM, JSX)', commands: [node(NATIVE_TSC, '-p', 'frontends/tsconfig.json')] },
    {
      name: 'type-checks every source and test file (the tests run compiled without type checks)',
      // Workspace packages resolve to their sources (the `@helpwire/source` export condition): no build needed.
      commands: [node(NATIVE_TSC, '-p', 'tsconfig.test.json', '--noEmit')],
    },
    // Biome's formatter (biome.json) lists the files it would change; `npm run format` writes them.
    { name: 'the code is formatted (Biome; npm run format fixes it)', commands: [node(bin.biome, 'format', '--reporter=summary', '.')] },
    {
      name: 'no circular imports, type-only imports included (dpdm)',
      commands: [node(bin.dpdm, '--no-tree', '--no-warning', '--progress', 'false', '--exit-code', 'circular:1', ...SOURCE_GLOBS)],
    },
    {
      name: 'generated protobuf code matches the .proto files (buf lint included)',
      commands: [node(join(target, 'proto', 'scripts', 'generate.mjs'), '--check')],
    },
    {
      name: 'no breaking change to the .proto files against main (buf breaking)',
      commands: base
        ? [{ file: bin.buf, args: ['breaking', 'proto', '--against', `${join(target, '.git')}#ref=${base},subdir=proto`] }]
        : [{ fail: 'no main branch in this clone to compare with: fetch it (git fetch origin main:main)' }],
    },
  ];
}

function runCommand({ file, args, fail }, env, target, nice) {
  if (fail) return Promise.resolve({ status: 1, output: `${fail}\n` });
  return new Promise((resolve) => {
    // At a lower priority, a session of its own: its autogroup's priority is set with its nice.
    const child = spawn(file, args, { cwd: target, env: { ...env, NX_DAEMON: 'false', FORCE_COLOR: '0' }, detached: Boolean(nice) });
    if (nice && child.pid) {
      lowerPriority(child.pid, nice);
      // A detached step does not get the terminal's Ctrl-C: it ends with this process.
      const stop = () => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      };
      process.once('exit', stop);
      child.once('close', () => process.off('exit', stop));
    }
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
    child.on('close', (status) => resolve({ status, output }));
  });
}

/**
 * Runs the steps, `concurrency` at a time (1: one after another), and resolves with one result per
 * step in their order; `only` keeps the steps whose name contains it; `nice`: their processes' priority.
 */
export async function runQualitySteps(env = process.env, { target = root, only = '', concurrency = 1, nice = 0 } = {}) {
  const steps = qualitySteps(target).filter(({ name }) => name.includes(only));
  const results = new Array(steps.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < steps.length; index = next++) {
      results[index] = await runStep(steps[index], env, target, nice);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return results;
}

async function runStep(step, env, target, nice) {
  const started = Date.now();
  let ok = true;
  let output = '';
  for (const command of step.commands) {
    const result = await runCommand(command, env, target, nice);
    // A quiet command's output (a list, not findings) is shown only when it fails.
    if (!command.quiet || result.status !== 0) output += result.output;
    if (result.status !== 0) {
      ok = false;
      break;
    }
  }
  return { name: step.name, ok, ms: Date.now() - started, output };
}

/** One line per step, and the output of each step that failed. */
export function reportQualitySteps(results) {
  console.log('\nQuality steps');
  for (const { name, ok, ms } of results) console.log(`  ${ok ? '✓' : '✕'} ${name} (${(ms / 1000).toFixed(1)} s)`);
  for (const { name, ok, output } of results) {
    if (!ok) console.log(`\n● ${name}\n\n${output.trimEnd() || '(no output)'}\n`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const option = (flag) => {
    const at = process.argv.indexOf(flag);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const results = await runQualitySteps(process.env, { target: option('--root'), only: option('--only') });
  if (results.length === 0) {
    console.error(`no quality step is named like "${option('--only')}"`);
    process.exit(1);
  }
  reportQualitySteps(results);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}
