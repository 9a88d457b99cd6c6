import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import { Pool } from 'pg';
import type { Logger } from 'pino';
import { NotificationListener } from './notification-listener';

/** A drizzle database over either driver; services write queries against this type only. */
export type Database = PgDatabase<PgQueryResultHKT, Record<string, never>>;
/** The transaction object drizzle passes to `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'postgres' | 'pglite';
  /** Applies the service's migrations; safe to run from several replicas at once. */
  migrate(options: { folder: string; schema: string }): Promise<void>;
  ping(): Promise<void>;
  /** Calls onNotify with each payload NOTIFY'd (committed) on the channel; resolves with an unlisten. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; when absent the embedded PGlite database is used. */
  url?: string;
  /** PGlite data folder ("memory://" for a throw-away database). */
  dataDir?: string;
  logger: Logger;
  poolSize?: number;
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite database under dataDir. */
export async function openDatabase({ url, dataDir = '.data/pglite', logger, poolSize = 10 }: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (url) return openPostgres(url, logger, poolSize);
  return openPglite(dataDir, logger);
}

function migrationsTable(schema: string) {
  return { migrationsSchema: 'drizzle', migrationsTable: `${schema}_migrations` };
}

function openPostgres(url: string, logger: Logger, poolSize: number): DatabaseHandle {
  const pool = new Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
  pool.on('error', (error) => logger.error({ err: error }, 'idle PostgreSQL client failed'));
  const db = drizzlePg({ client: pool });
  const notifications = new NotificationListener(url, logger);
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    async migrate({ folder, schema }) {
      // One migrator at a time across replicas: a session-level advisory lock keyed by the schema.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(hashtext($1))', [`helpwire-migrate-${schema}`]);
        await migratePg(db, { migrationsFolder: folder, ...migrationsTable(schema) });
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [`helpwire-migrate-${schema}`]).catch(() => undefined);
        client.release();
      }
      logger.info({ schema }, 'migrations applied');
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onNotify) => notifications.listen(channel, onNotify),
    async close() {
      await notifications.close();
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string, logger: Logger): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client });
  logger.info({ dataDir }, 'embedded PGlite database opened');
  let closed = false;
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    async migrate({ folder, schema }) {
      await migratePglite(db, { migrationsFolder: folder, ...migrationsTable(schema) });
      logger.info({ schema }, 'migrations applied');
    },
    async ping() {
      if (closed) throw new Error('database is closed');
      await db.execute(sql`select 1`);
    },
    async listen(channel, onNotify) {
      // PGlite is one session: its own NOTIFYs come back to it after commit.
      const unlisten = await client.listen(channel, onNotify);
      return async () => {
        if (!closed) await unlisten();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}
