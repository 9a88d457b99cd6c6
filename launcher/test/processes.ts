import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';

export const repoRoot = join(__dirname, '..', '..');

export interface Proc {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  /** Resolves with the first match of `pattern` in the output. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /**
   * Resolves with the port of the first JSON log line whose msg is `message` (e.g. "gRPC server
   * listening"): children bind port 0 and report the port they got, so no port is picked before
   * it is bound (another process could take it in between).
   */
  waitForPort(message: string, key?: string, timeoutMs?: number): Promise<number>;
  /** Sends a signal and resolves with the exit code; SIGKILL goes to its whole process group (Janus too: it has no shutdown then). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Runs a built entry point (dist/…/main.js) as its own process, in a process group of its own, as production does. */
export function startProcess(script: string, env: Record<string, string>): Proc {
  const child = spawn(process.execPath, [join(repoRoot, script)], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', ...env },
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    waitFor(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const started = Date.now();
        const poll = setInterval(() => {
          const match = output.match(pattern);
          if (match) {
            clearInterval(poll);
            resolve(match);
          } else if (child.exitCode !== null || child.signalCode !== null || Date.now() - started > timeoutMs) {
            clearInterval(poll);
            reject(new Error(`${script} did not print ${pattern} (exit ${child.exitCode ?? child.signalCode}):\n${output}`));
          }
        }, 50);
      });
    },
    async waitForPort(message, key = 'port', timeoutMs) {
      const quoted = JSON.stringify(message).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const [line] = await this.waitFor(new RegExp(`^\\{.*"msg":${quoted}.*$`, 'm'), timeoutMs);
      const port = (JSON.parse(line!) as Record<string, unknown>)[key];
      if (typeof port !== 'number' || port <= 0) throw new Error(`${script} logged "${message}" without a ${key}: ${line}`);
      return port;
    },
    async stop(signal = 'SIGINT') {
      if (signal === 'SIGKILL') {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // the group is gone
        }
      } else if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

export async function getJson(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  return { status: response.status, body: (await response.json()) as any };
}
