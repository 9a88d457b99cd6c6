import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** The built kit, as a service process loads it (`npm test` builds before testing). */
const kit = join(__dirname, '..', '..', 'dist', 'index.js');

/** Runs `body` in a child process that guards itself with exitOnFatalError; its exit code and output. */
function runGuarded(body: string): Promise<{ code: number | null; lines: Record<string, unknown>[]; alive: boolean }> {
  const script = `
    const { createLogger, exitOnFatalError } = require(${JSON.stringify(kit)});
    exitOnFatalError(createLogger({ service: 'crash-test' }));
    const keepAlive = setInterval(() => {}, 1000);
    setTimeout(() => { console.log(JSON.stringify({ msg: 'still alive' })); process.exit(0); }, 1500);
    ${body}
  `;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', script], { env: { PATH: process.env.PATH ?? '' } });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    child.on('exit', (code) => {
      const lines = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      resolve({ code, lines, alive: lines.some((l) => l.msg === 'still alive') });
    });
  });
}

describe('exitOnFatalError', () => {
  it('an uncaught throw is logged with an error id and the process exits non-zero', async () => {
    const { code, lines, alive } = await runGuarded(`setTimeout(() => { throw new Error('stream blew up'); }, 50);`);
    expect(code).toBe(1);
    expect(alive).toBe(false);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'fatal',
        service: 'crash-test',
        kind: 'uncaughtException',
        errorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        err: expect.objectContaining({ message: 'stream blew up' }),
      }),
    );
  });

  it('an unhandled rejection is logged with an error id and the process exits non-zero', async () => {
    const { code, lines, alive } = await runGuarded(`Promise.reject(new Error('nobody awaited me'));`);
    expect(code).toBe(1);
    expect(alive).toBe(false);
    expect(lines).toContainEqual(expect.objectContaining({ level: 'fatal', kind: 'unhandledRejection', errorId: expect.stringMatching(/^[0-9a-f-]{36}$/) }));
  });

  it('a process without trouble keeps running', async () => {
    const { code, alive } = await runGuarded('');
    expect(code).toBe(0);
    expect(alive).toBe(true);
  });
});
