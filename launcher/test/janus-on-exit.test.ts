import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './processes';

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A process that starts Janus as all-in-one does, prints how, then exits without its shutdown (as a fatal error does). */
const exitsWithoutShutdown = `
const { launchCallMedia } = require(${JSON.stringify(join(repoRoot, 'launcher/dist/call-media-launch.js'))});
const pino = require(require.resolve('pino', { paths: [${JSON.stringify(repoRoot)}] }));
launchCallMedia({ JANUS_START: true, DATA_DIR: process.argv[1], JANUS_WS_PORT: 0, JANUS_WS_IP: '127.0.0.1' }, pino({ level: 'silent' }))
  .then((media) => { console.log(media.description); process.exit(1); });
`;

// Janus installed (CI installs it, as the machine that runs the benches): the launcher's child must not outlive it.
(existsSync('/usr/bin/janus') ? it : it.skip)(
  'the Janus all-in-one started ends when the process exits without its shutdown',
  async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'helpwire-janus-exit-'));
    try {
      const child = spawn(process.execPath, ['-e', exitsWithoutShutdown, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(1);
      const pid = Number(/calls through Janus \(\S+, pid (\d+)/.exec(output)?.[1]);
      expect(pid).toBeGreaterThan(0);

      for (let waited = 0; running(pid) && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));

      const left = running(pid);
      if (left) process.kill(pid, 'SIGKILL');
      expect(left).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
  60_000,
);
