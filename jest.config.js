/**
 * One Jest run for every TypeScript suite of the monorepo. Tests sit beside the code (*.test.ts);
 * workspace packages resolve to their sources, so a test never runs against a stale build.
 */
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

/**
 * Every service declared in its package.json `helpwire` block maps to its sources: the package root
 * to src/index.ts and each export subpath (./admin → src/admin.ts). A new service needs no line here.
 */
function registeredServiceMappings() {
  const services = join(__dirname, 'services');
  return Object.fromEntries(
    readdirSync(services)
      .filter((name) => existsSync(join(services, name, 'package.json')))
      .map((name) => [name, JSON.parse(readFileSync(join(services, name, 'package.json'), 'utf8'))])
      .filter(([, manifest]) => manifest.helpwire)
      .flatMap(([name, manifest]) =>
        Object.keys(manifest.exports ?? { '.': {} }).map((subpath) => {
          const entry = subpath === '.' ? 'index' : subpath.slice(2);
          return [`^${manifest.name}${subpath === '.' ? '' : subpath.slice(1)}$`, `<rootDir>/services/${name}/src/${entry}.ts`];
        }),
      ),
  );
}

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/services', '<rootDir>/packages', '<rootDir>/proto', '<rootDir>/launcher', '<rootDir>/charts', '<rootDir>/scripts', '<rootDir>/tests', '<rootDir>/frontends'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.tsx$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } }],
    '^.+\\.(t|j)s$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(jose|kdbush|geokdbush|tinyqueue|janode)/)'],
  moduleNameMapper: {
    '^@helpwire/service-kit/(tracing|testing)$': '<rootDir>/services/kit/src/$1/index.ts',
    '^@helpwire/service-kit$': '<rootDir>/services/kit/src/index.ts',
    '^@helpwire/contracts$': '<rootDir>/packages/contracts/src/index.ts',
    '^@helpwire/contracts/(languages|messages|routes|realtime-events|call-pricing|notification-constants)$': '<rootDir>/packages/contracts/src/$1.ts',
    '^@helpwire/security-headers$': '<rootDir>/packages/security-headers/src/index.ts',
    '^@helpwire/ui$': '<rootDir>/frontends/platform/ui/src/index.ts',
    '^@helpwire/web-core$': '<rootDir>/frontends/platform/web-core/src/index.ts',
    '^@helpwire/signed-in$': '<rootDir>/frontends/platform/signed-in/src/index.ts',
    '^@helpwire/calls$': '<rootDir>/frontends/features/calls/src/index.ts',
    '^@helpwire/money$': '<rootDir>/frontends/features/money/src/index.ts',
    '^@helpwire/account$': '<rootDir>/frontends/features/account/src/index.ts',
    '^@helpwire/notifications$': '<rootDir>/frontends/features/notifications/src/index.ts',
    '^@helpwire/web-testing$': '<rootDir>/frontends/platform/testing/src/index.tsx',
    '^@helpwire/libs/(router|query|i18n)$': '<rootDir>/frontends/platform/libs/src/$1.ts',
    '^@helpwire/account/testing$': '<rootDir>/frontends/features/account/src/testing/index.tsx',
    '^@helpwire/account/current-user$': '<rootDir>/frontends/features/account/src/current-user.ts',
    '\\.css$': '<rootDir>/frontends/platform/build/style-stub.js',
    '^@helpwire/proto$': '<rootDir>/proto/src/index.ts',
    '^@helpwire/auth/testing$': '<rootDir>/services/auth/test/index.ts',
    '^@helpwire/payment/testing$': '<rootDir>/services/payment/test/index.ts',
    ...registeredServiceMappings(),
  },
  setupFilesAfterEnv: ['<rootDir>/frontends/platform/build/testing-library-timeouts.ts'],
  testTimeout: 30000,
  maxWorkers: 2,
};
