/**
 * One Jest run for every TypeScript suite of the monorepo. Tests sit beside the code (*.test.ts);
 * workspace packages resolve to their sources, so a test never runs against a stale build.
 */
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
  transformIgnorePatterns: ['/node_modules/(?!(jose)/)'],
  moduleNameMapper: {
    '^@helpwire/service-kit/(tracing|testing)$': '<rootDir>/services/kit/src/$1/index.ts',
    '^@helpwire/service-kit$': '<rootDir>/services/kit/src/index.ts',
    '^@helpwire/contracts$': '<rootDir>/packages/contracts/src/index.ts',
    '^@helpwire/contracts/(languages|messages)$': '<rootDir>/packages/contracts/src/$1.ts',
    '^@helpwire/ui$': '<rootDir>/frontends/kit/src/index.ts',
    '^@helpwire/account-forms$': '<rootDir>/frontends/account-forms/src/index.ts',
    '^@helpwire/libs/(router|query|i18n)$': '<rootDir>/frontends/libs/src/$1.ts',
    '^@helpwire/account-forms/testing$': '<rootDir>/frontends/account-forms/src/testing/index.tsx',
    '\\.css$': '<rootDir>/frontends/build/style-stub.js',
    '^@helpwire/proto$': '<rootDir>/proto/src/index.ts',
    '^@helpwire/(content|gateway|auth)$': '<rootDir>/services/$1/src/index.ts',
    '^@helpwire/auth/testing$': '<rootDir>/services/auth/test/index.ts',
    '^@helpwire/auth/admin$': '<rootDir>/services/auth/src/admin.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/frontends/build/testing-library-timeouts.ts'],
  testTimeout: 30000,
  maxWorkers: 2,
};
