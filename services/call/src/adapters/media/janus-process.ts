import type { Logger } from '@helpwire/service-kit';
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { writeJanusConfig } from './janus-config-files';

/** The `janus` executable on PATH, if any. */
export function janusOnPath(path = process.env.PATH ?? ''): string | undefined {
  for (const dir of path.split(delimiter).filter(Boolean)) {
    const candidate = join(dir, 'janus');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** A free TCP port on loopback (the kernel's pick). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function accepts(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface StartJanusOptions {
  /** The janus executable. */
  binary: string;
  /** Holds the rendered configuration (`<dir>/conf`) and Janus' log (`<dir>/janus.log`). */
  dir: string;
  tokenSecret: string;
  /** The WebSockets port; a free one when 0 or absent. */
  wsPort?: number;
  wsIp?: string;
  rtpPortRange?: string;
  logger: Logger;
  /** How long Janus may take to open its WebSockets port (default 15 s). */
  startTimeoutMs?: number;
}

export interface RunningJanus {
  /** ws://<ip>:<port> of the Janus API. */
  url: string;
  port: number;
  pid: number;
  /** Where Janus logs. */
  logFile: string;
  stop(): Promise<void>;
}

/** The last lines of Janus' log, to say why it did not start. */
function tail(file: string, lines = 15): string {
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n') : '(no log)';
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts Janus as a child process from deploy/janus, rendered into `<dir>/conf` with this secret and
 * port; resolves once its WebSockets port accepts connections. `stop()` ends it (SIGTERM, then SIGKILL after 5 s).
 */
export async function startJanus(options: StartJanusOptions): Promise<RunningJanus> {
  const wsIp = options.wsIp ?? '127.0.0.1';
  const port = options.wsPort || (await freePort(wsIp));
  const confDir = join(options.dir, 'conf');
  mkdirSync(options.dir, { recursive: true, mode: 0o700 });
  const config = writeJanusConfig(confDir, {
    tokenSecret: options.tokenSecret,
    wsPort: port,
    wsIp,
    ...(options.rtpPortRange ? { rtpPortRange: options.rtpPortRange } : {}),
  });
  const logFile = join(options.dir, 'janus.log');
  const child = spawn(
    options.binary,
    ['--configs-folder', confDir, '--config', config, '--disable-stdout', '--log-file', logFile, '--disable-colors', '--debug-timestamps'],
    { stdio: 'ignore' },
  );
  let spawnError: Error | undefined;
  child.once('error', (error) => (spawnError = error));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const done = exited(child);
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await done;
    clearTimeout(killer);
  };
  const deadline = Date.now() + (options.startTimeoutMs ?? 15_000);
  while (!(await accepts(port, wsIp))) {
    if (spawnError || child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`Janus did not start (${spawnError?.message ?? `exit ${child.exitCode ?? child.signalCode}`}):\n${tail(logFile)}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Janus did not open ws://${wsIp}:${port} within ${options.startTimeoutMs ?? 15_000} ms:\n${tail(logFile)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  options.logger.info({ pid: child.pid, port, logFile }, 'Janus started');
  return { url: `ws://${wsIp}:${port}`, port, pid: child.pid ?? 0, logFile, stop };
}
