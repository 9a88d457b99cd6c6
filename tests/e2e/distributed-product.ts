import { openFileStorage } from '@helpwire/auth';
import { seedDemoAccounts } from '@helpwire/auth/admin';
import { calledFirst, gatewayAddressOf, openDatabase, readServiceRegistry } from '@helpwire/service-kit';
import { createTestDatabase, silentLogger } from '@helpwire/service-kit/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startIngress, type RunningIngress } from './ingress';

const repoRoot = join(__dirname, '..', '..');
const JWT_SECRET = `e2e-distributed-${randomBytes(24).toString('hex')}`;

interface ServiceProcess {
  name: string;
  child: ChildProcess;
  port: number;
  output: () => string;
}

/** A built entry point as its own process; resolves with the port its "listening" log line names. */
async function startProcess(name: string, script: string, env: Record<string, string>, listening: RegExp, args: string[] = []): Promise<ServiceProcess> {
  const child = spawn(process.execPath, [join(repoRoot, script), ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', LOG_REQUESTS: 'false', METRICS_PORT: '0', ...env },
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const line = output.split('\n').find((l) => listening.test(l));
      if (line) {
        clearInterval(timer);
        clearTimeout(deadline);
        resolve(line.startsWith('{') ? (JSON.parse(line) as { port: number }).port : Number(/(\d+)\s*$/.exec(line)?.[1]));
      } else if (child.exitCode !== null || child.signalCode !== null) {
        clearInterval(timer);
        clearTimeout(deadline);
        reject(new Error(`${name} exited:\n${output}`));
      }
    }, 50);
    const deadline = setTimeout(() => {
      clearInterval(timer);
      reject(new Error(`${name} did not start in 60 s:\n${output}`));
    }, 60_000);
  });
  return { name, child, port, output: () => output };
}

/** The gRPC services of the registry (services/<name>/package.json), each after the services it calls. */
const registeredServices = () => calledFirst(readServiceRegistry(join(repoRoot, 'services')).filter((s) => s.kind === 'grpc'));

/** A service's address variable for its callers: `<NAME>_GRPC_ADDR` (payment reads CONTENT_GRPC_ADDR, call MATCHING_ and PAYMENT_). */
const addressVariable = (name: string) => `${name.toUpperCase().replace(/-/g, '_')}_GRPC_ADDR`;

const grpcService = (name: string, env: Record<string, string>) =>
  startProcess(name, `services/${name}/dist/main.js`, { GRPC_PORT: '0', ...env }, /"msg":"gRPC server listening"/);

export interface DistributedProduct {
  /** One origin per gateway replica (an ingress pinned to it), both serving the same web apps. */
  urls: [string, string];
  /** Every process's output, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The product in its distributed form (decision 0018) on this machine: every service its own
 * process on one PostgreSQL database, events on NATS JetStream (a stream of its own), presence and
 * the realtime adapter on Redis (prefixes of their own), two gateway replicas, the web server, and
 * an ingress per replica. The demo accounts are seeded as all-in-one seeds them (their events go
 * out through auth's outbox).
 */
export async function startDistributedProduct(demoPassword: string): Promise<DistributedProduct> {
  const database = await createTestDatabase();
  await database.close();
  const dataDir = mkdtempSync(join(tmpdir(), 'helpwire-distributed-'));
  const suffix = randomBytes(4).toString('hex');
  const shared = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    NATS_URL: process.env.TEST_NATS_URL!,
    NATS_STREAM: `HELPWIRE_E2E_${suffix}`,
    NATS_SUBJECT_PREFIX: `e2e${suffix}.`,
  };
  const processes: ServiceProcess[] = [];
  const ingresses: RunningIngress[] = [];
  const started = async (p: Promise<ServiceProcess>) => {
    const running = await p;
    processes.push(running);
    return running;
  };
  const address = (p: ServiceProcess) => `127.0.0.1:${p.port}`;
  const stop = async () => {
    await Promise.all(ingresses.map((i) => i.stop()));
    for (const p of processes.reverse()) {
      if (p.child.exitCode === null && p.child.signalCode === null) {
        const exited = new Promise((resolve) => p.child.on('exit', resolve));
        p.child.kill('SIGTERM');
        await exited;
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  };
  // What only one service's process needs besides the shared environment and its callees' addresses.
  const own: Record<string, Record<string, string>> = {
    auth: { JWT_SECRET },
    matching: { REDIS_URL: process.env.TEST_REDIS_URL!, MATCHING_REDIS_PREFIX: `e2e:matching:${suffix}` },
  };
  try {
    // Every registered gRPC service, as the chart runs them: a service made by `npm run new:service`
    // starts here with no edit, after the services it calls, whose addresses it is given.
    const services = registeredServices();
    const running = new Map<string, ServiceProcess>();
    for (const service of services) {
      const callees = services.filter((callee) => running.has(callee.name) && callee.peers.includes(service.name));
      const addresses = Object.fromEntries(callees.map((callee) => [addressVariable(callee.name), address(running.get(callee.name)!)]));
      running.set(service.name, await started(grpcService(service.name, { ...shared, ...own[service.name], ...addresses })));
    }

    const seedDb = await openDatabase({ url: database.url, logger: silentLogger, poolSize: 2 });
    try {
      await seedDemoAccounts(
        { db: seedDb.db, files: openFileStorage({ DATA_DIR: dataDir, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false }) },
        demoPassword,
      );
    } finally {
      await seedDb.close();
    }

    const gatewayEnv = {
      ...shared,
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET,
      // The address of every service the gateway calls (its peers name it), as the chart sets them.
      ...Object.fromEntries(
        services.flatMap((service) => {
          const variable = gatewayAddressOf(service);
          return variable ? [[variable, address(running.get(service.name)!)]] : [];
        }),
      ),
      REDIS_URL: process.env.TEST_REDIS_URL!,
      REALTIME_REDIS_PREFIX: `e2e:realtime:${suffix}`,
      RATE_LIMIT_PER_MINUTE: '100000',
      STRICT_RATE_LIMIT_PER_MINUTE: '1000',
    };
    const gateways = await Promise.all(
      ['a', 'b'].map((replica) => started(startProcess(`gateway-${replica}`, 'services/gateway/dist/main.js', gatewayEnv, /"msg":"gateway listening"/))),
    );

    const runtimeConfigFile = join(dataDir, 'runtime-config.json');
    writeFileSync(
      runtimeConfigFile,
      JSON.stringify({
        apiBase: '/api/v1',
        remotes: Object.fromEntries(['public', 'user', 'helper', 'admin'].map((area) => [area, `/mf/${area}/mf-manifest.json`])),
        payments: { provider: 'sandbox' },
      }),
    );
    const web = await started(startProcess('web', 'launcher/dist/web-server.js', { PORT: '0' }, /web-server listening on \d+/, [runtimeConfigFile]));
    for (const gateway of gateways) ingresses.push(await startIngress({ gateway: `http://${address(gateway)}`, web: `http://127.0.0.1:${web.port}` }));
    return {
      urls: [ingresses[0]!.url, ingresses[1]!.url],
      output: () => processes.map((p) => `--- ${p.name}\n${p.output().slice(-4000)}`).join('\n'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
