import { DevMailbox, LocalDiskStorage, startAuthService, type AuthServiceOptions, type FileStorage, type RunningAuthService } from '@helpwire/auth';
import { startContentService, type RunningContentService } from '@helpwire/content';
import { gatewayAddressesOf, startRegisteredServices, type Logger, type RunningRegisteredService } from '@helpwire/service-kit';
import { createTestBus, createTestDatabase, silentLogger, type TestBus, type TestDatabase } from '@helpwire/service-kit/testing';
import { gatewayEnv, startGateway, type GatewayConfig, type RealtimeExtras, type RunningGateway } from '@helpwire/gateway';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface Stack {
  base: string;
  gateway: RunningGateway;
  content: RunningContentService;
  auth: RunningAuthService;
  mailbox: DevMailbox;
  /** The auth service's file storage (uploads), for a test that runs its clean-up job. */
  files: FileStorage;
  /** Every other service declared in services/<name>/package.json, started the generic way. */
  registered: RunningRegisteredService[];
  database: TestDatabase;
  bus: TestBus;
  stop(): Promise<void>;
}

/** The real chain under test: HTTP → gateway → gRPC → content service → PostgreSQL (+ JetStream). */
/** Auth service options a suite may set (social sign-in providers). */
export type StackAuthOptions = Pick<AuthServiceOptions, 'socialProviders' | 'socialVerifierOptions'>;

/** `gatewayLogger`: where the gateway logs (silent by default; a suite reading the access log passes its own). */
export async function startStack(
  overrides: Partial<Record<keyof GatewayConfig, string>> = {},
  authOptions: StackAuthOptions = {},
  realtime: RealtimeExtras = {},
  gatewayLogger: Logger = silentLogger,
): Promise<Stack> {
  const database = await createTestDatabase();
  const bus = await createTestBus('gateway-test');
  const content = await startContentService({ database, bus: bus.bus, logger: silentLogger, grpcPort: 0, grpcHost: '127.0.0.1', seed: true });
  const mailbox = new DevMailbox();
  const filesDir = await mkdtemp(join(tmpdir(), 'helpwire-test-files-'));
  const files = new LocalDiskStorage(filesDir);
  const auth = await startAuthService({
    database,
    bus: bus.bus,
    logger: silentLogger,
    grpcPort: 0,
    grpcHost: '127.0.0.1',
    secret: TEST_JWT_SECRET,
    sessionTtlMs: 3600_000,
    messages: mailbox,
    ...authOptions,
    files,
  });
  const registered: RunningRegisteredService[] = [];
  await startRegisteredServices(join(__dirname, '..', '..', 'services'), { database, bus: bus.bus, logger: silentLogger, mailbox, addresses: { content: `127.0.0.1:${content.port}`, auth: `127.0.0.1:${auth.port}` } }, (service) => registered.push(service));
  const config = gatewayEnv.parse({
    PORT: '0',
    HOST: '127.0.0.1',
    METRICS_PORT: '0',
    LOG_LEVEL: 'silent',
    LOG_REQUESTS: 'false',
    CONTENT_GRPC_ADDR: `127.0.0.1:${content.port}`,
    AUTH_GRPC_ADDR: `127.0.0.1:${auth.port}`,
    JWT_SECRET: TEST_JWT_SECRET,
    ...gatewayAddressesOf(registered),
    ...overrides,
  });
  const gateway = await startGateway(config, gatewayLogger, { upstreams: registered, realtime: { bus: bus.bus, ...realtime } });
  const stop = async () => {
    await gateway.stop();
    await content.stop();
    await auth.stop();
    for (const service of registered) await service.stop();
    await bus.destroy();
    await database.drop();
    await rm(filesDir, { recursive: true, force: true });
  };
  return { base: `http://127.0.0.1:${gateway.port}`, gateway, content, auth, mailbox, files, registered, database, bus, stop };
}

export async function call(base: string, path: string, init: RequestInit & { json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(`${base}${path}`, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  const text = await response.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body, headers: response.headers };
}
