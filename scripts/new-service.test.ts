/**
 * `npm run new:service -- <name>` in a throwaway copy of the repository: the generated service
 * builds (proto generation + tsc -b of its project) and lints, answers grpc.health.v1 SERVING as
 * its own process (distributed mode, on embedded PGlite), passes its own use-case and gRPC
 * integration tests, runs in all-in-one mode (the gateway's /readyz gets SERVING from its
 * grpc.health.v1) and in the contract stack, the chart deploys it, and the registry and README
 * checks pass, with no edit outside its folder and its proto.
 */
import { credentials, Metadata } from '@grpc/grpc-js';
import { health } from '@helpwire/proto';
import { readServiceRegistry } from '@helpwire/service-kit';
import { createTestDatabase } from '@helpwire/service-kit/testing';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

const repo = join(__dirname, '..');
const name = 'throwaway';

/** The repository's files (tracked and new, not ignored) plus the built references, in `copy`. */
function copyRepository(copy: string) {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: repo, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(repo, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(repo, file), join(copy, file), { preserveTimestamps: true });
  }
  for (const built of ['proto/dist', 'packages/contracts/dist', 'services/kit/dist']) {
    if (existsSync(join(repo, built))) cpSync(join(repo, built), join(copy, built), { recursive: true, preserveTimestamps: true });
  }
  // node_modules: the installed packages shared by link; the workspaces linked to the copy's own folders.
  mkdirSync(join(copy, 'node_modules', '@helpwire'), { recursive: true });
  for (const entry of readdirSync(join(repo, 'node_modules'))) {
    if (entry !== '@helpwire') symlinkSync(join(repo, 'node_modules', entry), join(copy, 'node_modules', entry));
  }
  for (const entry of readdirSync(join(repo, 'node_modules', '@helpwire'))) {
    const workspace = relative(repo, realpathSync(join(repo, 'node_modules', '@helpwire', entry)));
    symlinkSync(join('..', '..', workspace), join(copy, 'node_modules', '@helpwire', entry));
  }
}

function run(copy: string, command: string, args: string[]) {
  try {
    // execFileSync blocks Jest's own timer: a step that hangs is killed here and fails the test
    // instead of holding the whole suite.
    return execFileSync(command, args, {
      cwd: copy,
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...process.env, NX_DAEMON: 'false' },
      timeout: 200_000,
      killSignal: 'SIGKILL',
    });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`);
  }
}

/**
 * Starts the built service as its own process (distributed mode), on a PostgreSQL database of the
 * test servers as in production (not PGlite, whose first start in a fresh folder took over 30 s of a
 * loaded machine at nice 10), and asks its grpc.health.v1.
 */
async function healthOfOwnProcess(copy: string): Promise<health.HealthCheckResponse_ServingStatus> {
  const dataDir = mkdtempSync(join(tmpdir(), 'helpwire-new-service-data-'));
  const database = await createTestDatabase({ empty: true });
  await database.close();
  const child = spawn(process.execPath, [join(copy, 'services', name, 'dist', 'main.js')], {
    cwd: copy,
    env: { PATH: process.env.PATH, GRPC_PORT: '0', METRICS_PORT: '0', DATA_DIR: dataDir, DATABASE_URL: database.url, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`no "gRPC server listening" within 30 s:\n${output}`)), 30_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /"port":(\d+)[^\n]*gRPC server listening/.exec(output);
        if (listening) {
          clearTimeout(timer);
          resolve(Number(listening[1]));
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
    });
    const client = new health.HealthClient(`127.0.0.1:${port}`, credentials.createInsecure());
    try {
      for (;;) {
        const status = await new Promise<health.HealthCheckResponse_ServingStatus>((resolve, reject) =>
          client.check({ service: '' }, new Metadata(), { deadline: Date.now() + 2000 }, (error, response) =>
            error ? reject(error) : resolve(response.status),
          ),
        );
        if (status === health.HealthCheckResponse_ServingStatus.SERVING) return status;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      client.close();
    }
  } finally {
    child.kill('SIGKILL');
    await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(undefined) : child.once('exit', resolve)));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The round trip takes minutes: CI runs it (CI=true), a local `npm test` only with NEW_SERVICE_ROUND_TRIP=1. */
const roundTrip = process.env.CI === 'true' || process.env.NEW_SERVICE_ROUND_TRIP === '1' ? describe : describe.skip;

roundTrip('npm run new:service', () => {
  let copy: string;

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'helpwire-new-service-'));
    copyRepository(copy);
  });

  afterAll(() => {
    rmSync(copy, { recursive: true, force: true });
  });

  it('writes a service that builds, answers health as its own process and in all-in-one mode, and passes its own tests and the registry check', async () => {
    run(copy, process.execPath, ['scripts/new-service.mjs', name]);

    // Built as `npm test` builds (emit only: the references come built that way), then the new
    // service alone type-checked against its references' declarations.
    const tsc = join(copy, 'node_modules', 'typescript-native', 'bin', 'tsc');
    run(copy, process.execPath, [tsc, '-b', '--noCheck', `services/${name}`]);
    run(copy, process.execPath, [tsc, '-p', `services/${name}`, '--noEmit']);
    expect(await healthOfOwnProcess(copy)).toBe(health.HealthCheckResponse_ServingStatus.SERVING);
    // The first migration and its snapshot match store/schema.ts: drizzle-kit finds nothing to add.
    const drizzle = run(join(copy, 'services', name), process.execPath, [
      join(copy, 'node_modules', 'drizzle-kit', 'bin.cjs'),
      'generate',
      '--config',
      'drizzle.config.ts',
    ]);
    expect(drizzle).toContain('No schema changes');
    run(copy, process.execPath, [
      join(copy, 'node_modules', 'eslint', 'bin', 'eslint.js'),
      `services/${name}`,
      'scripts/new-service.mjs',
      'scripts/new-service',
    ]);
    // Already in the repository's format: the static stage's format check would pass.
    run(copy, process.execPath, [join(copy, 'node_modules', '@biomejs', 'biome', 'bin', 'biome'), 'format', `services/${name}`]);

    const jest = run(copy, process.execPath, [
      '--experimental-vm-modules',
      '--no-warnings=ExperimentalWarning',
      join(copy, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--ci',
      '--json',
      '--maxWorkers=1',
      `services/${name}`,
      'launcher/test/registered-services.int.test.ts',
      'charts/helpwire/test/chart.test.ts',
      'tests/contract/upstream-outage.int.test.ts',
      'tests/lint/service-registry.test.ts',
      'tests/lint/readme.test.ts',
    ]);
    const report = JSON.parse(jest) as { success: boolean; testResults: { name: string; status: string }[] };
    const suites = report.testResults.map((suite) => `${relative(copy, suite.name)} ${suite.status}`).sort();
    expect(suites).toEqual([
      'charts/helpwire/test/chart.test.ts passed',
      'launcher/test/registered-services.int.test.ts passed',
      `services/${name}/src/use-cases/ping.int.test.ts passed`,
      `services/${name}/test/${name}-service.int.test.ts passed`,
      'tests/contract/upstream-outage.int.test.ts passed',
      'tests/lint/readme.test.ts passed',
      'tests/lint/service-registry.test.ts passed',
    ]);
    // The next free ports after every service the repository already declares.
    const existing = readServiceRegistry(join(repo, 'services'));
    const grpcPort = Math.max(...existing.map((s) => s.grpcPort ?? 0)) + 1;
    const metricsPort = Math.max(...existing.map((s) => s.metricsPort)) + 1;
    const manifest = JSON.parse(readFileSync(join(copy, 'services', name, 'package.json'), 'utf8'));
    expect(manifest.helpwire).toMatchObject({ kind: 'grpc', grpcPort, metricsPort, start: 'startThrowawayService', env: `${name}Env`, peers: ['gateway'] });
  }, 420_000);
});
