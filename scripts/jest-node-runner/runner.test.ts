import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The node project's runner (decision 0053) on files written here, run by Jest in one process, in
// this order: what a test of the repository relies on when it runs beside the others.
const root = join(__dirname, '..', '..');
const folder = join(tmpdir(), `helpwire-node-runner-${process.pid}`);

const FILES: Record<string, string> = {
  'a-loads.check.ts': `import { loads } from './counted';
    it('loads the module once', () => expect(loads()).toBe(1));
    it('fakes the clock and leaves it so', () => { jest.useFakeTimers(); expect(jest.fn()).not.toHaveBeenCalled(); });`,
  'b-keeps.check.ts': `import { loads } from './counted';
    it('finds the module loaded', () => expect(loads()).toBe(1));
    it('has a real clock again', () => new Promise((resolve) => setTimeout(resolve, 5)));`,
  'c-limits.check.ts': `it('never settles', () => new Promise(() => {}), 200);
    it.each([1, 2])('runs each row (%i)', (n) => expect(n).toBeGreaterThan(0));`,
  'd-exits.check.ts': `it('ends its process', () => { process.exit(3); });`,
  'e-after.check.ts': `it('runs in a fresh process', () => expect(1 + 1).toBe(2));`,
  'f-broken.check.ts': `import './missing';
    it('never runs', () => undefined);`,
  'g-last.check.ts': `it('runs after a file that could not load', () => expect(2).toBe(2));`,
  'counted.ts': `const seen = globalThis as { loadsOfCounted?: number };
    seen.loadsOfCounted = (seen.loadsOfCounted ?? 0) + 1;
    export const loads = () => seen.loadsOfCounted;`,
  'by-name.cjs': `const Sequencer = require(${JSON.stringify(require.resolve('@jest/test-sequencer'))}).default;
    module.exports = class extends Sequencer { sort(tests) { return [...tests].sort((a, b) => a.path.localeCompare(b.path)); } };`,
};

interface Report {
  testResults: {
    name: string;
    status: string;
    message: string;
    startTime: number;
    endTime: number;
    assertionResults: { title: string; status: string; failureMessages: string[] }[];
  }[];
}

let report: Report;

beforeAll(() => {
  mkdirSync(folder, { recursive: true });
  for (const [name, text] of Object.entries(FILES)) writeFileSync(join(folder, name), text);
  const config = { rootDir: folder, testMatch: ['**/*.check.ts'], runner: join(__dirname, 'runner.mjs'), testSequencer: join(folder, 'by-name.cjs') };
  const jest = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--config', JSON.stringify(config), '--json', '--maxWorkers=1'],
    {
      cwd: folder,
      encoding: 'utf8',
    },
  );
  report = JSON.parse(jest.stdout) as Report;
}, 60_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

const file = (name: string) => report.testResults.find((result) => result.name.endsWith(name))!;
const tests = (name: string) => file(name).assertionResults.map(({ title, status }) => `${title}: ${status}`);

it("reports each file's start and end, as Jest's reports and its order of the next run read them", () => {
  const { startTime, endTime } = file('c-limits.check.ts');
  expect(startTime).toBeGreaterThan(Date.now() - 120_000);
  expect(endTime - startTime).toBeGreaterThanOrEqual(200);
});

it('keeps the modules a file loaded for the files after it, and undoes its fake clock', () => {
  expect(tests('a-loads.check.ts')).toEqual(['loads the module once: passed', 'fakes the clock and leaves it so: passed']);
  expect(tests('b-keeps.check.ts')).toEqual(['finds the module loaded: passed', 'has a real clock again: passed']);
});

it("fails a test at its own time limit and runs Jest's each", () => {
  expect(tests('c-limits.check.ts')).toEqual(['never settles: failed', 'runs each row (1): passed', 'runs each row (2): passed']);
  expect(file('c-limits.check.ts').assertionResults[0]!.failureMessages.join('\n')).toContain('Exceeded timeout of 200 ms');
});

it('fails the file whose process died, and runs the next in a fresh one', () => {
  expect(file('d-exits.check.ts')).toMatchObject({ status: 'failed', message: expect.stringContaining('The test process exited (code 3)') });
  expect(tests('e-after.check.ts')).toEqual(['runs in a fresh process: passed']);
});

it('fails a file that cannot load with its own error, and goes on with the next file', () => {
  expect(file('f-broken.check.ts')).toMatchObject({ status: 'failed', message: expect.stringContaining("Cannot find module './missing'") });
  expect(tests('g-last.check.ts')).toEqual(['runs after a file that could not load: passed']);
});
