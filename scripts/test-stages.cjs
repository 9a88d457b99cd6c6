// The Jest stages of `npm test`, in the order they run, and the rule that puts a test file in one of
// them by its name and folder:
//   tests/e2e/**            browser   (an all-in-one product and Chromium)
//   tests/contract/**       contract  (the built product over HTTP, with PostgreSQL, Redis and NATS)
//   *.int.test.ts           database  (PostgreSQL, Redis or NATS)
//   any other *.test.ts(x)  unit      (no servers: runs without their addresses)
// A test under services/ named *.test.ts that builds a test fixture or database (`useCaseFixture(`,
// `createTestDatabase(`…) is misnamed: tests/lint/test-stages.test.ts fails on it, and
// `node scripts/test-stages.cjs --misnamed` lists such files.
// scripts/new-service.test.ts (named by the generator's folder, which it shares) runs the generated
// service's own integration and contract suites: the contract stage.
const { readFileSync } = require('node:fs');
const { sep } = require('node:path');

const STAGES = [
  { name: 'unit', needs: 'no servers' },
  { name: 'database', needs: 'PostgreSQL, Redis, NATS' },
  { name: 'contract', needs: 'the built product' },
  { name: 'browser', needs: 'the product and Chromium' },
];

const OPENS_TEST_SERVERS = /\b(?:[a-z][A-Za-z]*Fixture|createTestDatabase|createTestBus)\(/;
const posix = (path) => path.split(sep).join('/');

/** The stage `path` (absolute or relative to the repository) runs in. */
function stageOf(path) {
  const file = posix(path);
  if (/(^|\/)tests\/e2e\//.test(file)) return 'browser';
  if (/(^|\/)tests\/contract\//.test(file) || /(^|\/)scripts\/new-service\.test\.ts$/.test(file)) return 'contract';
  if (/\.int\.test\.tsx?$/.test(file)) return 'database';
  return 'unit';
}

/** True for a `*.test.ts` under services/ whose source builds a fixture or database on the test servers: it must be named *.int.test.ts. */
function unitNamedNeedingServers(path) {
  const file = posix(path);
  if (!/(^|\/)services\//.test(file) || /\.int\.test\.tsx?$/.test(file)) return false;
  return OPENS_TEST_SERVERS.test(readFileSync(path, 'utf8'));
}

module.exports = { STAGES, stageOf, unitNamedNeedingServers };

// `node scripts/test-stages.cjs`: the test files of each stage; `--misnamed`: tests to rename *.int.test.ts.
if (require.main === module) {
  const { execFileSync } = require('node:child_process');
  const root = `${__dirname}/..`;
  const tests = execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  if (process.argv.includes('--misnamed')) {
    for (const path of tests.filter((file) => unitNamedNeedingServers(`${root}/${file}`))) console.log(path);
  } else {
    for (const { name, needs } of STAGES) console.log(`${name} (${needs}): ${tests.filter((file) => stageOf(`${root}/${file}`) === name).length} files`);
  }
}
