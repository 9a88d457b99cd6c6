// The files of a new service: the shape of services/content, reduced to one Ping use case.
// Each entry is [path relative to the repository root, contents].

/** `payment` → { name: 'payment', Pascal: 'Payment' } and the ports the registry gave it. */
export function skeletonFiles({ name, Pascal, grpcPort, metricsPort, migrationSql, snapshot, journal }) {
  const dir = `services/${name}`;
  const manifest = {
    name: `@helpwire/${name}`,
    version: '0.1.0',
    private: true,
    description: `Helpwire ${name} service`,
    main: 'dist/index.js',
    types: 'dist/index.d.ts',
    exports: { '.': { '@helpwire/source': './src/index.ts', types: './dist/index.d.ts', default: './dist/index.js' } },
    scripts: {
      start: 'node dist/main.js',
      build: 'tsc -b .',
      'db:generate': 'drizzle-kit generate --config drizzle.config.ts',
      typecheck: 'tsc -p ../../tsconfig.test.json --noEmit',
      lint: 'eslint .',
      test: `node ../../scripts/test.mjs services/${name}`,
    },
    dependencies: {
      '@grpc/grpc-js': '^1.14.0',
      '@helpwire/proto': '0.1.0',
      '@helpwire/service-kit': '0.1.0',
      'drizzle-orm': '^0.45.0',
      zod: '^4.1.0',
    },
    nx: { tags: ['type:service'] },
    helpwire: {
      kind: 'grpc',
      grpcPort,
      metricsPort,
      env: `${name}Env`,
      start: `start${Pascal}Service`,
      peers: ['gateway'],
      proto: `helpwire/${name}/v1/${name}.proto`,
    },
  };
  return [
    [`${dir}/package.json`, `${JSON.stringify(manifest, null, 2)}\n`],
    [
      `${dir}/tsconfig.json`,
      `{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": { "rootDir": "src", "outDir": "dist", "tsBuildInfoFile": "dist/.tsbuildinfo" },
  "include": ["src/**/*.ts"],
  "exclude": ["src/**/*.test.ts", "src/**/test/**"],
  "references": [{ "path": "../kit" }, { "path": "../../proto" }]
}
`,
    ],
    [
      `${dir}/drizzle.config.ts`,
      `import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/store/schema.ts',
  out: './migrations',
  schemaFilter: ['${name}'],
});
`,
    ],
    [
      `${dir}/src/index.ts`,
      `export { start${Pascal}Service, migrationsFolder, type ${Pascal}ServiceOptions, type Running${Pascal}Service } from './app';
export { ${name}Env, load${Pascal}Config, type ${Pascal}Config } from './config';
export { ${name}ServiceName } from './grpc/server';
export * as ${name}Tables from './store/schema';
`,
    ],
    [
      `${dir}/src/config.ts`,
      `import { baseEnv, loadConfig, port } from '@helpwire/service-kit';
import { type z } from 'zod';

/** The ${name} service's environment; the ports are its helpwire block's (package.json). */
export const ${name}Env = baseEnv.extend({
  GRPC_PORT: port(${grpcPort}),
  METRICS_PORT: port(${metricsPort}),
});

export type ${Pascal}Config = z.infer<typeof ${name}Env>;

export function load${Pascal}Config(env: NodeJS.ProcessEnv = process.env): ${Pascal}Config {
  return loadConfig(${name}Env, env);
}
`,
    ],
    [
      `${dir}/src/app.ts`,
      `import { startGrpcService, type RegisteredServiceOptions, type RunningGrpcService } from '@helpwire/service-kit';
import { join } from 'node:path';
import { ${name}Handlers, ${name}ServiceDefinition, ${name}ServiceName } from './grpc/server';
import { outbox } from './store/schema';

export interface ${Pascal}ServiceOptions extends RegisteredServiceOptions {
  /** How often the outbox relay looks for unpublished events when nothing wakes it. */
  outboxIntervalMs?: number;
}

export type Running${Pascal}Service = RunningGrpcService;

export const migrationsFolder = join(__dirname, '..', 'migrations');

/**
 * Starts the ${name} service on an open database and event bus: migrations, gRPC with health
 * (SERVING only while the database and bus answer), and the outbox relay.
 */
export async function start${Pascal}Service(options: ${Pascal}ServiceOptions): Promise<Running${Pascal}Service> {
  const { database } = options;
  return startGrpcService({
    ...options,
    name: '${name}',
    serviceName: ${name}ServiceName,
    migrations: { folder: migrationsFolder, schema: '${name}' },
    outbox,
    register: (server) => server.addService(${name}ServiceDefinition, ${name}Handlers({ db: database.db })),
  });
}
`,
    ],
    [
      `${dir}/src/grpc/server.ts`,
      `import { ${name} } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import type { ${Pascal}Deps } from '../use-cases/deps';
import { ping } from '../use-cases/ping';

export const ${name}ServiceName = 'helpwire.${name}.v1.${Pascal}Service';

/** The gRPC handlers of ${Pascal}Service: each maps one call to one use case. */
export function ${name}Handlers(deps: ${Pascal}Deps): AsyncHandlers<${name}.${Pascal}ServiceServer> {
  return {
    ping: (request) => ping(deps, request),
  };
}

export const ${name}ServiceDefinition = ${name}.${Pascal}ServiceService;
`,
    ],
    [
      `${dir}/src/main.ts`,
      `import { startTracing } from '@helpwire/service-kit/tracing';
const stopTracing = startTracing('${name}');

import { runServiceProcess } from '@helpwire/service-kit';
import { start${Pascal}Service } from './app';
import { load${Pascal}Config } from './config';

/** The ${name} service as its own process (the distributed form Kubernetes runs). */
runServiceProcess({
  name: '${name}',
  loadConfig: load${Pascal}Config,
  stopTracing,
  start: ({ config, logger, database, bus }) => start${Pascal}Service({ database, bus, logger, grpcPort: config.GRPC_PORT }),
});
`,
    ],
    [
      `${dir}/src/domain/ping.ts`,
      `import { z } from 'zod';

/** What a Ping may carry. */
export const pingInput = z.object({ message: z.string().trim().max(200, 'message: at most 200 characters') });

/** The reply to a Ping: the domain rule of the skeleton, to be replaced by the service's own. */
export function pongFor(message: string): string {
  return message ? \`pong: \${message}\` : 'pong';
}
`,
    ],
    [
      `${dir}/src/store/schema.ts`,
      `import { pgSchema } from 'drizzle-orm/pg-core';
import { outboxTable, processedEventsTable } from '@helpwire/service-kit';

/** Everything the ${name} service owns lives in the \`${name}\` schema. */
export const ${name}Schema = pgSchema('${name}');

export const outbox = outboxTable(${name}Schema);
export const processedEvents = processedEventsTable(${name}Schema);
`,
    ],
    [
      `${dir}/src/store/clock-queries.ts`,
      `import type { Database } from '@helpwire/service-kit';
import { sql } from 'drizzle-orm';

/** The database's clock: proves the service reaches its database. */
export async function databaseTime(db: Database): Promise<Date> {
  const result = (await db.execute(sql\`select now() as now\`)) as unknown as { rows: { now: string | Date }[] };
  return new Date(result.rows[0]!.now);
}
`,
    ],
    [
      `${dir}/src/use-cases/deps.ts`,
      `import type { Database } from '@helpwire/service-kit';

/** What the ${name} use cases need from the outside world. */
export interface ${Pascal}Deps {
  db: Database;
}
`,
    ],
    [
      `${dir}/src/use-cases/ping.ts`,
      `import type { ${name} } from '@helpwire/proto';
import { validateInput } from '@helpwire/service-kit';
import { pingInput, pongFor } from '../domain/ping';
import { databaseTime } from '../store/clock-queries';
import type { ${Pascal}Deps } from './deps';

/** Answers a Ping with the reply and the database's time. */
export async function ping(deps: ${Pascal}Deps, request: ${name}.PingRequest): Promise<${name}.PingResponse> {
  const { message } = validateInput(pingInput, request);
  return { reply: pongFor(message), databaseTime: await databaseTime(deps.db) };
}
`,
    ],
    [
      `${dir}/src/use-cases/ping.int.test.ts`,
      `import { AppError } from '@helpwire/service-kit';
import { createTestDatabase, type TestDatabase } from '@helpwire/service-kit/testing';
import { ping } from './ping';

describe('ping', () => {
  let database: TestDatabase;
  const deps = () => ({ db: database.db });

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.drop();
  });

  it('answers with the message and the database time', async () => {
    const before = Date.now() - 60_000;
    const response = await ping(deps(), { message: ' hello ' });
    expect(response.reply).toBe('pong: hello');
    expect(response.databaseTime?.getTime()).toBeGreaterThan(before);
  });

  it('refuses a message longer than 200 characters', async () => {
    await expect(ping(deps(), { message: 'x'.repeat(201) })).rejects.toBeInstanceOf(AppError);
  });
});
`,
    ],
    [
      `${dir}/test/${name}-service.int.test.ts`,
      `import { credentials, Metadata } from '@grpc/grpc-js';
import { health, ${name} } from '@helpwire/proto';
import { createPromiseClient, type Identity } from '@helpwire/service-kit';
import { createTestBus, createTestDatabase, silentLogger, waitFor, type TestBus, type TestDatabase } from '@helpwire/service-kit/testing';
import { sql } from 'drizzle-orm';
import { start${Pascal}Service, type Running${Pascal}Service } from '../src/app';
import { ${name}ServiceName } from '../src/grpc/server';

const identity: Identity = { requestId: 'test-${name}', language: 'en' };

function healthOf(address: string, service: string) {
  const client = new health.HealthClient(address, credentials.createInsecure());
  return new Promise<health.HealthCheckResponse_ServingStatus>((resolve, reject) =>
    client.check({ service }, new Metadata(), { deadline: Date.now() + 2000 }, (error, response) => {
      client.close();
      if (error) reject(error);
      else resolve(response.status);
    }),
  );
}

describe('${name} service over gRPC on PostgreSQL and JetStream', () => {
  let database: TestDatabase;
  let t: TestBus;
  let service: Running${Pascal}Service;
  let client: ReturnType<typeof createPromiseClient<${name}.${Pascal}ServiceClient>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await createTestBus('${name}-test');
    service = await start${Pascal}Service({ database, bus: t.bus, logger: silentLogger, grpcPort: 0, grpcHost: '127.0.0.1', outboxIntervalMs: 100 });
    client = createPromiseClient(${name}.${Pascal}ServiceClient, \`127.0.0.1:\${service.port}\`);
  });

  afterAll(async () => {
    client.close();
    await service.stop();
    await t.destroy();
    await database.drop();
  });

  it('answers grpc.health.v1 SERVING for itself once the database and bus answer', async () => {
    const address = \`127.0.0.1:\${service.port}\`;
    const serving = health.HealthCheckResponse_ServingStatus.SERVING;
    expect(await waitFor(async () => (await healthOf(address, ${name}ServiceName)) === serving)).toBe(true);
    expect(await healthOf(address, '')).toBe(serving);
  });

  it('creates the ${name} schema with its outbox and processed events', async () => {
    const result = await database.db.execute(sql\`select table_name from information_schema.tables where table_schema = '${name}' order by table_name\`);
    expect((result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name)).toEqual(['outbox', 'processed_events']);
  });

  it('answers Ping', async () => {
    expect(await client.ping({ message: 'hello' }, { identity })).toMatchObject({ reply: 'pong: hello' });
  });

  it('refuses an invalid Ping with INVALID_ARGUMENT', async () => {
    await expect(client.ping({ message: 'x'.repeat(201) }, { identity })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
  });
});
`,
    ],
    [`${dir}/migrations/0000_init.sql`, migrationSql],
    [`${dir}/migrations/meta/0000_snapshot.json`, `${JSON.stringify(snapshot, null, 2)}\n`],
    [`${dir}/migrations/meta/_journal.json`, `${JSON.stringify(journal, null, 2)}\n`],
    [
      `${dir}/README.md`,
      `# ${name} service

Made by \`npm run new:service -- ${name}\`. Replace this text with what the service owns.

- **RPCs** (\`proto/helpwire/${name}/v1/${name}.proto\`): \`Ping\`, a skeleton call to replace with the service's own.
- **Events**: none yet. Payloads go in \`proto/helpwire/${name}/events/v1/events.proto\`, each event
  once in the kit's catalogue (\`services/kit/src/events/catalogue/${name}.ts\`); its publishers
  (\`emitSomethingHappened(tx, data)\`, called in the writing transaction) and consumers
  (\`consume(Event, { durable }, handler)\`) live in \`src/events/\` (decisions 0017 and 0043).
- **Env**: \`GRPC_PORT\` (${grpcPort}), \`METRICS_PORT\` (${metricsPort}) and the shared ones (\`DATABASE_URL\`,
  \`NATS_URL\`, ...; see the README's table). Its ports, env schema, start function and peers are
  declared once, in the \`helpwire\` block of \`package.json\`.

Layout (decision 0043, docs/adding-a-service.md): \`grpc/\` (\`server.ts\`, one handler per RPC, and
\`*-messages.ts\` proto mappers), \`use-cases/\` (one verb-noun file per action, a test beside each,
on a real database), \`domain/\` (pure rules), \`store/\` (schema, queries and transactional writes),
\`events/\`, \`ports/\` and \`adapters/\` when it has them, \`app.ts\` (start), \`main.ts\` (its own process). After a schema change: \`npm run db:generate -w @helpwire/${name}\`.
`,
    ],
    [
      `proto/helpwire/${name}/v1/${name}.proto`,
      `// The ${name} service. Made by npm run new:service; Ping is the skeleton's call: replace it.
syntax = "proto3";

package helpwire.${name}.v1;

import "google/protobuf/timestamp.proto";

service ${Pascal}Service {
  // Answers with the message and the database's time.
  rpc Ping(PingRequest) returns (PingResponse);
}

message PingRequest {
  string message = 1;
}

message PingResponse {
  string reply = 1;
  google.protobuf.Timestamp database_time = 2;
}
`,
    ],
  ];
}
