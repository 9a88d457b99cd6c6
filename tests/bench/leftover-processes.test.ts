import { spawn } from 'node:child_process';
import { runs, watchStartedProcesses } from './leftover-processes';

/** Whether a process runs (a zombie, ended but not yet reaped by its parent, does not). */
const running = runs;

/** A "bench" that starts a child in a group of its own (as a product is started) and exits; `stops` says whether it stops the child first. */
function bench(stops: boolean) {
  const code = `
const c = require('node:child_process').spawn('sleep', ['300'], { detached: true, stdio: 'ignore' });
console.log(c.pid);
setTimeout(() => { ${stops ? "c.kill(); c.once('exit', () => process.exit(0));" : 'process.exit(0);'} }, 1500);`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'ignore'] });
  const watcher = watchStartedProcesses(child.pid!, 100);
  const sleeper = new Promise<number>((resolve) => child.stdout.once('data', (d: Buffer) => resolve(Number(d.toString()))));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { watcher, sleeper, exited };
}

it('names, then ends, a process a bench started and left running', async () => {
  const { watcher, sleeper, exited } = bench(false);
  const pid = await sleeper;
  await exited;

  expect(await watcher.leftovers(1000)).toEqual([`sleep (pid ${pid})`]);
  expect(running(pid)).toBe(false);
}, 30_000);

it('finds nothing when the bench stopped what it started', async () => {
  const { watcher, sleeper, exited } = bench(true);
  const pid = await sleeper;
  await exited;

  expect(await watcher.leftovers(1000)).toEqual([]);
  expect(running(pid)).toBe(false);
}, 30_000);
