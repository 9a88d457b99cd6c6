import { DevMailbox, LocalDiskStorage, type AuthServiceOptions, type FileStorage } from '@helpwire/auth';
import type { ContentServiceOptions } from '@helpwire/content';
import { PushEndpointGuard, type NotificationServiceOptions } from '@helpwire/notification';
import { gatewayAddressesOf, startRegisteredServices, type Logger, type RunningRegisteredService } from '@helpwire/service-kit';
import { createTestBus, createTestDatabase, silentLogger, type TestBus, type TestDatabase } from '@helpwire/service-kit/testing';
import { gatewayEnv, startGateway, type GatewayConfig, type RealtimeExtras, type RunningGateway } from '@helpwire/gateway';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/**
 * The stack's one push service: `fcm.example.test`, resolved without DNS to loopback, the only
 * address a push may go to (no test looks up or reaches a real push service).
 */
export const TEST_PUSH_HOST = 'fcm.example.test';
const loopbackPushService = new PushEndpointGuard({
  hosts: [TEST_PUSH_HOST],
  resolve: async () => ['127.0.0.1'],
  mayConnectTo: (address) => address === '127.0.0.1',
});

export interface Stack {
  base: string;
  gateway: RunningGateway;
  content: RunningRegisteredService;
  auth: RunningRegisteredService;
  mailbox: DevMailbox;
  /** The auth service's file storage (uploads), for a test that runs its clean-up job. */
  files: FileStorage;
  /** Every service declared in services/<name>/package.json, started the generic way (content and auth among them). */
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
  const mailbox = new DevMailbox();
  const filesDir = await mkdtemp(join(tmpdir(), 'helpwire-test-files-'));
  const files = new LocalDiskStorage(filesDir);
  const own = {
    content: { seed: true },
    auth: { secret: TEST_JWT_SECRET, sessionTtlMs: 3600_000, messages: mailbox, ...authOptions, files },
    notification: { pushEndpoints: loopbackPushService },
  } satisfies { content: Partial<ContentServiceOptions>; auth: Partial<AuthServiceOptions>; notification: Partial<NotificationServiceOptions> };
  const registered: RunningRegisteredService[] = [];
  await startRegisteredServices(
    join(__dirname, '..', '..', 'services'),
    { database, bus: bus.bus, logger: silentLogger, mailbox },
    (service) => registered.push(service),
    own,
  );
  const started = (name: string) => {
    const service = registered.find((s) => s.name === name);
    if (!service) throw new Error(`the ${name} service did not start`);
    return service;
  };
  const config = gatewayEnv.parse({
    PORT: '0',
    HOST: '127.0.0.1',
    METRICS_PORT: '0',
    LOG_LEVEL: 'silent',
    LOG_REQUESTS: 'false',
    JWT_SECRET: TEST_JWT_SECRET,
    ...gatewayAddressesOf(registered),
    ...overrides,
  });
  const gateway = await startGateway(config, gatewayLogger, { realtime: { bus: bus.bus, ...realtime } });
  const stop = async () => {
    await gateway.stop();
    for (const service of [...registered].reverse()) await service.stop();
    await bus.destroy();
    await database.drop();
    await rm(filesDir, { recursive: true, force: true });
  };
  return {
    base: `http://127.0.0.1:${gateway.port}`,
    gateway,
    content: started('content'),
    auth: started('auth'),
    mailbox,
    files,
    registered,
    database,
    bus,
    stop,
  };
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
