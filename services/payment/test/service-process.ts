import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');

/** A small deterministic PRNG (mulberry32): a failing run can be replayed with its seed. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/**
 * Compiles the payment service and what it references from these sources (`tsc -b --noCheck`, as
 * `npm test` builds: the same JavaScript, and up to date at once after it; the static stage type-checks).
 */
export function buildPaymentService(): void {
  execFileSync(process.execPath, [join(root, 'node_modules', 'typescript-native', 'bin', 'tsc'), '-b', '--noCheck', 'services/payment'], {
    cwd: root,
    stdio: 'pipe',
  });
}

/**
 * The built payment service (dist/main.js) as its own process, on a fixed port so clients keep
 * their address across restarts; `env` adds to its environment (the bus, the content service).
 */
export class ServiceProcess {
  private child: ChildProcess | null = null;
  output = '';
  /** Production requires a key for bank details; one per process's life, kept across restarts. */
  private readonly bankDetailsKey = randomBytes(32).toString('hex');

  constructor(
    readonly port: number,
    private readonly databaseUrl: string,
    private readonly env: Record<string, string> = {},
  ) {}

  async start(): Promise<void> {
    const child = spawn(process.execPath, [join(root, 'services', 'payment', 'dist', 'main.js')], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: this.databaseUrl,
        GRPC_PORT: String(this.port),
        METRICS_PORT: '0',
        LOG_LEVEL: 'info',
        NODE_ENV: 'production',
        BANK_DETAILS_KEY: this.bankDetailsKey,
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      let seen = '';
      const onData = (d: Buffer) => {
        seen += d.toString();
        this.output = (this.output + d.toString()).slice(-20_000);
        if (/gRPC server listening/.test(seen) && /"schema":"payment"[^\n]*migrations applied/.test(seen)) resolve();
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code, signal) => reject(new Error(`payment service exited (${code ?? signal}) before it was ready:\n${seen}`)));
    });
  }

  /** SIGKILL: no shutdown hook runs; in-flight work dies with the process. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }
}
