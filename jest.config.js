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

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: [
    '<rootDir>/services',
    '<rootDir>/packages',
    '<rootDir>/proto',
    '<rootDir>/launcher',
    '<rootDir>/charts',
    '<rootDir>/scripts',
    '<rootDir>/tests',
    '<rootDir>/frontends',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.tsx$': [
      '@swc/jest',
      { jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } },
    ],
    '^.+\\.(t|j)s$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(jose|kdbush|geokdbush|tinyqueue|janode)/)'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/frontends/platform/build/style-stub.js',
    ...workspaceSourceMappings(),
  },
  setupFilesAfterEnv: ['<rootDir>/frontends/platform/build/testing-library-timeouts.ts'],
  testTimeout: 30000,
  maxWorkers: 2,
};
