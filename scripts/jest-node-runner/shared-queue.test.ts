import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Two Jest processes given the same files and claims folder (decision 0054): every file runs once,
// in whichever process claims it first. File a holds its process until the other has claimed b,
// so each process is seen running a file of its own.
const root = join(__dirname, '..', '..');
const folder = join(tmpdir(), `helpwire-shared-queue-${process.pid}`);
const claims = join(folder, 'claims');
const NAMES = ['a', 'b', 'c', 'd', 'e', 'f'];

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; status: string }[];
}

function jest(env: Record<string, string>): { done: Promise<{ report: Report; output: string }> } {
  const config = { rootDir: folder, testMatch: ['**/*.check.js'], runner: join(__dirname, 'runner.mjs') };
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--config', JSON.stringify(config), '--json', '--maxWorkers=1'],
    {
      cwd: folder,
      env: { ...process.env, ...env },
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<{ report: Report; output: string }>((resolve, reject) =>
    child.on('close', () => {
      try {
        resolve({ report: JSON.parse(stdout.slice(stdout.indexOf('{'))) as Report, output: stdout + stderr });
      } catch {
        reject(new Error(`Jest printed no report:\n${stdout}\n${stderr}`));
      }
    }),
  );
  return { done };
}

const ran = (report: Report) => report.testResults.map(({ name }) => /(\w)\.check\.js$/.exec(name)![1]).sort();

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} never happened`);
}

beforeAll(() => {
  mkdirSync(folder, { recursive: true });
  const waitForB = `const { existsSync } = require('node:fs');
    it('waits until the other process has claimed b', async () => {
      for (let i = 0; i < 300 && !existsSync(${JSON.stringify(join(claims, 'b.check.js'))}); i++) await new Promise((r) => setTimeout(r, 100));
      expect(existsSync(${JSON.stringify(join(claims, 'b.check.js'))})).toBe(true);
    }, 60000);`;
  for (const name of NAMES) writeFileSync(join(folder, `${name}.check.js`), name === 'a' ? waitForB : `it('${name} passes', () => expect(1).toBe(1));`);
  // By name, as both processes must see the files in the same order.
  writeFileSync(
    join(folder, 'by-name.cjs'),
    `const Sequencer = require(${JSON.stringify(require.resolve('@jest/test-sequencer'))}).default;
    module.exports = class extends Sequencer { sort(tests) { return [...tests].sort((a, b) => a.path.localeCompare(b.path)); } };`,
  );
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('runs every file once across two processes that share the claims folder; each reports only its own', async () => {
  const first = jest({ TEST_CLAIMS_DIR: claims });
  await until(() => existsSync(join(claims, 'a.check.js')), 'the first process claiming a');
  const second = jest({ TEST_CLAIMS_DIR: claims });
  const [one, two] = await Promise.all([first.done, second.done]);

  expect(ran(one.report)).toContain('a');
  expect(ran(two.report)).toContain('b');
  expect([...ran(one.report), ...ran(two.report)].sort()).toEqual(NAMES);
  expect(one.report.numFailedTests + two.report.numFailedTests).toBe(0);
  expect(one.report.numPassedTests + two.report.numPassedTests).toBe(NAMES.length);
  expect(two.output).toContain(`of ${NAMES.length} files ran in another process`);
}, 90_000);

it('without a claims folder runs every file', async () => {
  rmSync(claims, { recursive: true, force: true });
  mkdirSync(claims);
  // a waits for b's claim, which no process makes without the folder: put it there.
  mkdirSync(join(claims, 'b.check.js'));
  const { report } = await jest({ TEST_CLAIMS_DIR: '' }).done;
  expect(ran(report)).toEqual(NAMES);
  expect(report.numPassedTests).toBe(NAMES.length);
}, 90_000);
