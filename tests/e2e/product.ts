import { createTestDatabase, type TestDatabase } from '@helpwire/service-kit/testing';
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = join(__dirname, '..', '..');
/** How long a start may take before the product is stopped and the suite fails (its beforeAll allows 120 s). */
const START_PATIENCE_MS = 90_000;

export interface RunningProduct {
  url: string;
  /** Its PostgreSQL database (suites seed rows a flow would take long to make) and data folder (DATA_DIR). */
  databaseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** The process groups of the products this process started and has not stopped: killed whole if it exits first. */
const runningGroups = new Set<number>();
process.once('exit', () => {
  for (const group of runningGroups) killGroup(group, 'SIGKILL');
});

/** Signals a product's process group (the launcher and what it started: Janus, workers); false when none is left. */
function killGroup(group: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-group, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * The all-in-one product as `npm start` runs it (built frontends, gateway, services), on its own
 * PostgreSQL database so browser suites can run side by side.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  const database: TestDatabase = await createTestDatabase();
  await database.close();
  const dataDir = mkdtempSync(join(tmpdir(), 'helpwire-e2e-'));
  // In a process group of its own, so a stop or a failed start ends what it started too (Janus outlived a SIGKILLed launcher).
  const child = spawn(process.execPath, [join(repoRoot, 'launcher', 'dist', 'main.js')], {
    cwd: repoRoot,
    detached: true,
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOG_REQUESTS: 'false',
      RATE_LIMIT_PER_MINUTE: '100000',
      STRICT_RATE_LIMIT_PER_MINUTE: '1000',
      MACHINE_TRANSLATION_SCRIPT_URL: 'off',
      // The suites start from the demo accounts as they are created (their own calls, their own figures).
      SEED_DEMO_HISTORY: 'false',
      ...env,
    },
  });
  // Its warnings and errors, kept for a failed run to be read (.test-results/logs, one file a product).
  const logDir = join(repoRoot, '.test-results', 'logs');
  mkdirSync(logDir, { recursive: true });
  const group = child.pid!;
  runningGroups.add(group);
  const log = createWriteStream(join(logDir, `product-${new Date().toISOString().replace(/[:.]/g, '-')}-${child.pid}.log`));
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  const startedAt = Date.now();
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Helpwire is running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      } else if (child.exitCode !== null || child.signalCode !== null) {
        // A signal ends it with no exit code (exitCode stays null).
        clearInterval(timer);
        reject(new Error(`the product exited (${child.signalCode ?? `code ${child.exitCode}`}):\n${output}`));
      } else if (Date.now() - startedAt > START_PATIENCE_MS) {
        clearInterval(timer);
        killGroup(group, 'SIGKILL');
        runningGroups.delete(group);
        reject(new Error(`the product did not start in ${START_PATIENCE_MS / 1000} s:\n${output}`));
      }
    }, 50);
  });
  return {
    url,
    databaseUrl: database.url,
    dataDir,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.on('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      // What its own shutdown left running (a bug of the launcher's, but never a process left behind by a suite).
      killGroup(group, 'SIGKILL');
      runningGroups.delete(group);
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}
