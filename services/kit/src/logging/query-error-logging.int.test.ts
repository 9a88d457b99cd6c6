import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { createTestDatabase, silentLogger } from '../testing/test-servers';
import { safeErrorMessage } from './error-serializer';
import { createLogger } from './logger';

/** What an account row holds that must never reach a log line. */
const email = 'layla.haddad.private@example.com';
const phone = '+971524591783';
const passwordHash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g';

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger({ service: 'test', destination }) };
}

/** Inserts the same account twice through drizzle: the second insert fails on the unique e-mail. */
async function failedInsert(database: DatabaseHandle): Promise<unknown> {
  await database.db.execute(sql`create table if not exists accounts (email text unique, phone text, password_hash text)`);
  const insert = () => database.db.execute(sql`insert into accounts (email, phone, password_hash) values (${email}, ${phone}, ${passwordHash})`);
  await insert();
  return insert().then(
    () => {
      throw new Error('the duplicate insert succeeded');
    },
    (error: unknown) => error,
  );
}

function expectLoggedWithoutData(error: unknown) {
  const { lines, logger } = capture();
  logger.error({ err: error }, 'query failed');
  logger.warn({ error }, 'query failed');
  // What a process prints when it stops on such an error (main's catch, the admin CLI).
  lines.push(safeErrorMessage(error));
  expect(lines).toHaveLength(3);
  for (const line of lines.slice(0, 2)) expect(line).toContain('"sqlState":"23505"');
  for (const line of lines) {
    for (const secret of [email, phone, passwordHash, 'argon2id']) expect(line).not.toContain(secret);
    // The SQL error code and the database's message stay, to diagnose by.
    expect(line).toContain('duplicate key value violates unique constraint');
  }
}

describe('logging a failed database query', () => {
  it('on PostgreSQL: the query parameters, row detail and statement are not logged; code and message are', async () => {
    const database = await createTestDatabase();
    try {
      const error = await failedInsert(database);
      // The error as drizzle and node-postgres raise it does carry the values.
      expect(JSON.stringify({ message: (error as Error).message, ...(error as object) })).toContain(email);
      expectLoggedWithoutData(error);
    } finally {
      await database.drop();
    }
  });

  it('on embedded PGlite: the same', async () => {
    const database = await openDatabase({ dataDir: 'memory://', logger: silentLogger });
    try {
      const error = await failedInsert(database);
      expect(JSON.stringify({ message: (error as Error).message, ...(error as object) })).toContain(email);
      expectLoggedWithoutData(error);
    } finally {
      await database.close();
    }
  });
});
