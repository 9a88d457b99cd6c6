import { contentEvents } from '@helpwire/proto';
import { eq, sql } from 'drizzle-orm';
import { pgSchema, text } from 'drizzle-orm/pg-core';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { createTestBus, createTestDatabase, silentLogger, waitFor, type TestBus, type TestDatabase } from '../testing/test-servers';
import { eventConsumer } from './consume';
import { emit, emitMany } from './emit';
import type { BusMessage, EventBus } from './event-bus';
import { outboxTable, processedEventsTable } from './event-tables';
import { InProcessEventBus } from './in-process-event-bus';
import { OutboxRelay } from './outbox';
import { defineEvent } from './typed-event';

const schema = pgSchema('typed_test');
const outbox = outboxTable(schema);
const processed = processedEventsTable(schema);
const applied = schema.table('applied', { eventId: text('event_id').notNull(), email: text('email').notNull() });
const MessageReceived = defineEvent('helpwire.typed_test.message_received', contentEvents.ContactReceived);
const data = (email: string) => ({ messageId: email, name: 'Layla', email, subject: 's', message: 'm', language: 'ar' });

async function createTables(database: DatabaseHandle): Promise<void> {
  await database.db.execute(sql`create schema typed_test`);
  await database.db.execute(
    sql`create table typed_test.outbox (id uuid primary key, subject text not null, payload bytea not null, headers jsonb not null default '{}', created_at timestamptz not null default now(), published_at timestamptz)`,
  );
  await database.db.execute(
    sql`create table typed_test.processed_events (consumer text not null, event_id text not null, processed_at timestamptz not null default now(), primary key (consumer, event_id))`,
  );
  await database.db.execute(sql`create table typed_test.applied (event_id text not null, email text not null)`);
}

/** A relay that polls only once a minute: anything faster is the committed NOTIFY waking it. */
function wakeOnlyRelay(database: DatabaseHandle, bus: EventBus, extra: Partial<ConstructorParameters<typeof OutboxRelay>[0]> = {}) {
  return new OutboxRelay({
    db: database.db,
    table: outbox,
    bus,
    logger: silentLogger,
    intervalMs: 60_000,
    listen: { service: 'typed_test', on: (c, f) => database.listen(c, f) },
    ...extra,
  });
}

describe('typed events on PostgreSQL + JetStream: emit, consume, wake on commit, retention', () => {
  let database: TestDatabase;
  let t: TestBus;

  beforeAll(async () => {
    database = await createTestDatabase();
    await createTables(database);
    t = await createTestBus();
  });
  afterAll(async () => {
    await t.destroy();
    await database.drop();
  });

  it('emit fills id and time; consume hands the decoded message to the handler once; the relay publishes on commit without polling', async () => {
    const relay = wakeOnlyRelay(database, t.bus);
    relay.start();
    await new Promise((r) => setTimeout(r, 200)); // the first poll is done; LISTEN is set up
    const consume = eventConsumer({ bus: t.bus, db: database.db, processed, logger: silentLogger });
    const sub = await consume(MessageReceived, { durable: 'typed-test-applied' }, async (tx, message) => {
      await tx.insert(applied).values({ eventId: message.eventId, email: message.email });
    });
    const before = Date.now();
    const id = await database.db.transaction((tx) => emit(tx, MessageReceived, data('layla@example.com')));
    const rows = await waitFor(async () => {
      const found = await database.db.select().from(applied).where(eq(applied.eventId, id));
      return found.length > 0 ? found : undefined;
    }, 5000);
    expect(rows).toEqual([{ eventId: id, email: 'layla@example.com' }]);
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    const decoded = contentEvents.ContactReceived.decode(row!.payload);
    expect(decoded.eventId).toBe(id);
    expect(decoded.occurredAt).toBeInstanceOf(Date);
    expect(decoded.occurredAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(decoded.occurredAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(row!.subject).toMatch(/^helpwire\.typed_test\.message_received$/);
    await sub.stop();
    await relay.stop();
  });

  it('an emit in a rolled-back transaction leaves no row and wakes nothing', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await emit(tx, MessageReceived, data('gone@example.com'));
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    const rows = await database.db.select().from(outbox);
    expect(rows.some((r) => contentEvents.ContactReceived.decode(r.payload).email === 'gone@example.com')).toBe(false);
  });

  it('emitMany writes one row per event with its own id (one statement), the relay publishes them all, and a rollback leaves none', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await emitMany(tx, MessageReceived, [data('batch-gone-1@example.com'), data('batch-gone-2@example.com')]);
        throw new Error('batch failed');
      }),
    ).rejects.toThrow('batch failed');
    const emails = ['batch-1@example.com', 'batch-2@example.com', 'batch-3@example.com'];
    const ids = await database.db.transaction((tx) => emitMany(tx, MessageReceived, emails.map(data)));
    expect(new Set(ids).size).toBe(3);
    const rows = await database.db.select().from(outbox);
    const decoded = rows.map((r) => contentEvents.ContactReceived.decode(r.payload));
    expect(decoded.filter((m) => m.email.startsWith('batch-gone'))).toEqual([]);
    expect(
      decoded
        .filter((m) => emails.includes(m.email))
        .map((m) => [m.eventId, m.email])
        .sort(),
    ).toEqual(ids.map((id, i) => [id, emails[i]]).sort());
    expect(await database.db.transaction((tx) => emitMany(tx, MessageReceived, []))).toEqual([]);
    const relay = wakeOnlyRelay(database, t.bus);
    await relay.flush();
    expect((await database.db.select().from(outbox)).filter((r) => ids.includes(r.id)).every((r) => r.publishedAt !== null)).toBe(true);
  });

  it("emitMany's rows go to the bus in the order given, across several of the relay's reads, each with its payload, and are marked published", async () => {
    await database.db.delete(outbox);
    const emails = Array.from({ length: 300 }, (_, i) => `order-${i}@example.com`);
    const ids = await database.db.transaction((tx) => emitMany(tx, MessageReceived, emails.map(data)));
    const published: BusMessage[] = [];
    const recording = Object.assign(Object.create(t.bus) as EventBus, {
      publish: async (message: BusMessage) => {
        published.push(message);
        await t.bus.publish(message);
      },
    });
    const relay = wakeOnlyRelay(database, recording);
    expect(await relay.flush()).toBe(300);
    expect(published.map((m) => m.id)).toEqual(ids);
    expect(published.map((m) => contentEvents.ContactReceived.decode(m.data).email)).toEqual(emails);
    const rows = await database.db.select().from(outbox);
    expect(rows).toHaveLength(300);
    expect(rows.every((r) => r.publishedAt !== null)).toBe(true);
    expect(await relay.flush()).toBe(0);
  });

  it('deletes published rows older than the retention period and keeps the rest', async () => {
    await database.db.delete(outbox);
    const [old, recent, pending] = await database.db.transaction(async (tx) => [
      await emit(tx, MessageReceived, data('old@example.com')),
      await emit(tx, MessageReceived, data('recent@example.com')),
      await emit(tx, MessageReceived, data('pending@example.com')),
    ]);
    await database.db.update(outbox).set({ publishedAt: sql`now() - interval '8 days'`, createdAt: sql`now() - interval '8 days'` }).where(eq(outbox.id, old!));
    await database.db.update(outbox).set({ publishedAt: sql`now() - interval '1 day'` }).where(eq(outbox.id, recent!));
    await database.db.update(outbox).set({ createdAt: sql`now() - interval '9 days'` }).where(eq(outbox.id, pending!));
    const relay = new OutboxRelay({ db: database.db, table: outbox, bus: t.bus, logger: silentLogger, retentionMs: 7 * 24 * 60 * 60_000 });
    expect(await relay.deleteExpired()).toBe(1);
    const left = (await database.db.select({ id: outbox.id }).from(outbox)).map((r) => r.id).sort();
    expect(left).toEqual([recent, pending].sort());
    // The relay sweeps after publishing: the pending row goes out and stays (published today).
    await relay.flush();
    expect((await database.db.select({ id: outbox.id }).from(outbox)).map((r) => r.id).sort()).toEqual([recent, pending].sort());
  });
});

describe('typed events on PGlite: the relay never holds the one backend while it publishes', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://', logger: silentLogger });
    await createTables(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it('another query completes promptly while the relay waits on a slow bus; the event is then marked published', async () => {
    const inner = new InProcessEventBus(silentLogger);
    let publishing: () => void = () => undefined;
    const started = new Promise<void>((r) => (publishing = r));
    let release: () => void = () => undefined;
    const released = new Promise<void>((r) => (release = r));
    const slowBus: EventBus = {
      kind: 'in-process',
      publish: async (message: BusMessage) => {
        publishing();
        await released; // held inside publish() until the test has run its other query
        await inner.publish(message);
      },
      subscribe: (o) => inner.subscribe(o),
      ping: () => inner.ping(),
      close: () => inner.close(),
    };
    const relay = wakeOnlyRelay(database, slowBus);
    relay.start();
    await new Promise((r) => setTimeout(r, 200));
    const id = await database.db.transaction((tx) => emit(tx, MessageReceived, data('slow@example.com')));
    await started; // woken by the committed NOTIFY, now inside publish()
    // With the relay still inside publish(), other work completes (a relay holding a lock or the
    // pool's only connection across publish() would keep it waiting until the test times out).
    await database.db.execute(sql`select count(*) from typed_test.applied`);
    await database.db.transaction(async (tx) => {
      await tx.insert(applied).values({ eventId: 'other', email: 'other@example.com' });
    });
    expect((await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]?.publishedAt).toBeNull();
    release();
    await waitFor(async () => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]?.publishedAt != null, 5000);
    await relay.stop();
    await slowBus.close();
  });
});
