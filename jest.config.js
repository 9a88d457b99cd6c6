/**
 * One Jest run for every TypeScript suite of the monorepo. Tests sit beside the code (*.test.ts);
 * workspace packages resolve to their sources, so a test never runs against a stale build.
 */
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

/** The workspace folders of the root package.json (`dir` or `dir/*`). */
function workspaceFolders() {
  const { workspaces } = JSON.parse(readFileSync(join(__dirname, 'package.json'), 'utf8'));
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(__dirname, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
}

/** The source file of an export: its `@helpwire/source` condition, or the path itself in a source package. */
function sourceOf(folder, target) {
  const file = typeof target === 'string' ? target : target['@helpwire/source'];
  return file && !/^\.?\/?dist\//.test(file) ? `<rootDir>/${folder}/${file.replace(/^\.\//, '')}` : undefined;
}

/**
 * Every workspace package maps to its sources, read from its package.json: each `exports` subpath
 * (or its `main`) to its source file. A new package or export needs no line here.
 */
function workspaceSourceMappings() {
  return Object.fromEntries(
    workspaceFolders()
      .filter((folder) => existsSync(join(__dirname, folder, 'package.json')))
      .flatMap((folder) => {
        const manifest = JSON.parse(readFileSync(join(__dirname, folder, 'package.json'), 'utf8'));
        const exports = manifest.exports ?? (manifest.main ? { '.': manifest.main } : {});
        return Object.entries(exports)
          .filter(([subpath]) => !subpath.endsWith('.css'))
          .map(([subpath, target]) => [`^${manifest.name}${subpath === '.' ? '' : subpath.slice(1)}$`, sourceOf(folder, target)])
          .filter(([, source]) => source);
      }),
  );
}

const roots = ['services', 'packages', 'proto', 'launcher', 'charts', 'scripts', 'tests', 'frontends'];
/** Test files that run under Jest's own runner: the web packages' (a DOM per file, module mocks). */
const ISOLATED = ['<rootDir>/frontends/'];
const testPathIgnorePatterns = ['/node_modules/', '/dist/'];

/** @type {import('jest').Config} */
module.exports = {
  maxWorkers: 2,
  testTimeout: 30000,
  projects: [
    {
      // Every other test file: plain Node processes that keep their loaded modules from one file to
      // the next (scripts/jest-node-runner, decision 0053), sources compiled by tsx and workspace
      // packages resolved to them by the `@helpwire/source` condition.
      displayName: 'node',
      roots: roots.map((root) => `<rootDir>/${root}`),
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: [...testPathIgnorePatterns, ...ISOLATED],
      runner: '<rootDir>/scripts/jest-node-runner/runner.mjs',
    },
    {
      // Jest's own runner: each file in a fresh module registry, compiled by swc.
      displayName: 'isolated',
      roots: ['<rootDir>/frontends'],
      testEnvironment: 'node',
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns,
      transform: {
        '^.+\\.tsx$': [
          '@swc/jest',
          {
            jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
            module: { type: 'commonjs' },
          },
        ],
        '^.+\\.(t|j)s$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } }],
      },
      transformIgnorePatterns: ['/node_modules/(?!(jose|kdbush|geokdbush|tinyqueue|janode)/)'],
      moduleNameMapper: {
        '\\.css$': '<rootDir>/frontends/platform/build/style-stub.js',
        ...workspaceSourceMappings(),
      },
      setupFilesAfterEnv: ['<rootDir>/frontends/platform/build/testing-library-timeouts.ts'],
    },
  ],
};
