import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import pino, { type Logger } from 'pino';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { NatsEventBus } from '../events/nats-event-bus';

/**
 * Helpers for integration tests against the real servers `npm test` provisions. Each test file
 * gets its own PostgreSQL database and its own JetStream stream and subject prefix, so files run
 * in parallel without seeing each other's rows or events.
 */
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests with "npm test", which provisions the servers`);
  return value;
}

export const silentLogger: Logger = pino({ level: 'silent' });

function uniqueSuffix(): string {
  return `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

export interface TestDatabase extends DatabaseHandle {
  url: string;
  /** Drops the database (closing the handle first). */
  drop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database named after the test run; dropped by `drop()`. It is a copy of the
 * run's template (TEST_DB_TEMPLATE, scripts/test-database-template.mjs: every service's schema
 * migrated), or with `empty` (or no template) a database with nothing in it.
 */
export async function createTestDatabase({ empty = false }: { empty?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = requiredEnv('TEST_PG_ADMIN_URL');
  const prefix = requiredEnv('TEST_DB_PREFIX');
  const template = empty ? undefined : process.env.TEST_DB_TEMPLATE;
  const name = `${prefix}_${uniqueSuffix()}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
    // A test's rows need not survive a crash of the server: commits do not wait for the disk.
    await admin.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), logger: silentLogger, poolSize: 5 });
  return {
    ...handle,
    url: url.toString(),
    async drop() {
      await handle.close().catch(() => undefined);
      const dropper = new Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export interface TestBus {
  bus: NatsEventBus;
  stream: string;
  subjectPrefix: string;
  /** Closes the connection and deletes the stream. */
  destroy(): Promise<void>;
}

/** A JetStream bus on its own stream and subject prefix. */
export async function createTestBus(name = 'test'): Promise<TestBus> {
  const url = requiredEnv('TEST_NATS_URL');
  const suffix = uniqueSuffix();
  const stream = `HELPWIRE_TEST_${process.env.TEST_RUN_ID ?? 'local'}_${suffix}`;
  const subjectPrefix = `t${suffix}.`;
  const bus = await NatsEventBus.connect({ url, name, logger: silentLogger, stream, subjectPrefix });
  return {
    bus,
    stream,
    subjectPrefix,
    async destroy() {
      await bus.close().catch(() => undefined);
      const admin = await NatsEventBus.connect({ url, name: 'test-cleanup', logger: silentLogger, stream, subjectPrefix });
      await admin.deleteStream();
      await admin.close();
    },
  };
}

/** Polls until `check` returns a truthy value or the timeout passes. */
export async function waitFor<T>(check: () => Promise<T> | T, timeoutMs = 5000, intervalMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms${last ? `: ${String(last)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
