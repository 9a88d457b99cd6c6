import { contentEvents } from '@helpwire/proto';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { pgSchema, text } from 'drizzle-orm/pg-core';
import { createTestBus, createTestDatabase, silentLogger, waitFor, type TestBus, type TestDatabase } from '../testing/test-servers';
import type { BusMessage, EventBus } from './event-bus';
import { outboxTable, processedEventsTable } from './event-tables';
import { emit } from './emit';
import { idempotentHandler } from './idempotent-consumer';
import { OutboxRelay } from './outbox';
import { defineEvent } from './typed-event';

const schema = pgSchema('kit_test');
const outbox = outboxTable(schema);
const processed = processedEventsTable(schema);
const notes = schema.table('notes', { id: text('id').primaryKey(), body: text('body').notNull() });
const applied = schema.table('applied', { eventId: text('event_id').notNull(), messageId: text('message_id').notNull() });

/** An event of the test service "kit_test": emit() writes it to kit_test.outbox. */
const NoteReceived = defineEvent('helpwire.kit_test.note_received', contentEvents.ContactReceived);
const subject = NoteReceived.subject;
const data = (messageId: string) => ({ messageId, name: 'n', email: 'e@x.io', subject: 's', message: 'm', language: 'en' });
const payload = (messageId: string) => contentEvents.ContactReceived.encode({ eventId: messageId, occurredAt: new Date(), ...data(messageId) }).finish();

describe('transactional outbox and idempotent consumer on PostgreSQL + JetStream', () => {
  let database: TestDatabase;
  let t: TestBus;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create schema kit_test`);
    await database.db.execute(
      sql`create table kit_test.outbox (id uuid primary key, subject text not null, payload bytea not null, headers jsonb not null default '{}', created_at timestamptz not null default now(), published_at timestamptz)`,
    );
    await database.db.execute(
      sql`create table kit_test.processed_events (consumer text not null, event_id text not null, processed_at timestamptz not null default now(), primary key (consumer, event_id))`,
    );
    await database.db.execute(sql`create table kit_test.notes (id text primary key, body text not null)`);
    await database.db.execute(sql`create table kit_test.applied (event_id text not null, message_id text not null)`);
  });
  afterAll(async () => {
    await database.drop();
  });
  beforeEach(async () => {
    t = await createTestBus();
  });
  afterEach(async () => {
    await t.destroy();
  });

  it('keeps an event only when its transaction commits', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(notes).values({ id: 'rolled-back', body: 'x' });
        await emit(tx, NoteReceived, data('rolled-back'));
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    const eventId = await database.db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 'kept', body: 'x' });
      return emit(tx, NoteReceived, data('kept'));
    });
    const rows = await database.db.select().from(outbox);
    expect(rows.map((r) => r.id)).toEqual([eventId]);
    await database.db.delete(outbox);
  });

  it('publishes each event once with Nats-Msg-Id = event id, even when a crash re-sends it', async () => {
    const ids = await database.db.transaction(async (tx) => [await emit(tx, NoteReceived, data('m1')), await emit(tx, NoteReceived, data('m2'))]);
    const relay = new OutboxRelay({ db: database.db, table: outbox, bus: t.bus, logger: silentLogger });
    expect(await relay.flush()).toBe(2);
    expect(await relay.flush()).toBe(0);
    // A relay that published but died before marking the rows: they go out again.
    await database.db.update(outbox).set({ publishedAt: null });
    expect(await relay.flush()).toBe(2);
    const [left] = await database.db.select({ n: count() }).from(outbox).where(isNull(outbox.publishedAt));
    expect(left!.n).toBe(0);

    const received: BusMessage[] = [];
    const sub = await t.bus.subscribe({ durable: 'once', subject, handler: async (m) => void received.push(m) });
    await waitFor(() => received.length >= 2);
    await new Promise((r) => setTimeout(r, 300));
    await sub.stop();
    expect(received.map((m) => m.id).sort()).toEqual([...ids].sort());
    expect(contentEvents.ContactReceived.decode(received[0]!.data).messageId).toMatch(/^m[12]$/);
    await database.db.delete(outbox);
  });

  it('applies a redelivered event once, and rolls back the processed mark when the handler fails', async () => {
    let failNext = true;
    const handle = idempotentHandler({ db: database.db, table: processed, consumer: 'test.notes', logger: silentLogger }, async (tx, m) => {
      await tx.insert(applied).values({ eventId: m.id, messageId: contentEvents.ContactReceived.decode(m.data).messageId });
      if (failNext) {
        failNext = false;
        throw new Error('downstream failed');
      }
    });
    const m: BusMessage = { id: 'evt-idem-1', subject, data: payload('m9'), headers: {} };
    await expect(handle(m)).rejects.toThrow('downstream failed');
    expect(await database.db.select().from(applied).where(eq(applied.eventId, 'evt-idem-1'))).toHaveLength(0);
    await handle(m);
    await handle(m);
    await handle(m);
    expect(await database.db.select().from(applied).where(eq(applied.eventId, 'evt-idem-1'))).toHaveLength(1);
  });

  it('end to end: relay → JetStream → idempotent consumer applies each event once despite duplicates', async () => {
    const handle = idempotentHandler({ db: database.db, table: processed, consumer: 'test.e2e', logger: silentLogger }, async (tx, m) => {
      await tx.insert(applied).values({ eventId: m.id, messageId: 'e2e' });
    });
    const sub = await t.bus.subscribe({ durable: 'e2e', subject, handler: handle });
    const relay = new OutboxRelay({ db: database.db, table: outbox, bus: t.bus, logger: silentLogger, intervalMs: 50 });
    relay.start();
    const id = await database.db.transaction((tx) => emit(tx, NoteReceived, data('e2e')));
    relay.wake();
    await waitFor(async () => (await database.db.select().from(applied).where(eq(applied.eventId, id))).length === 1);
    // The same event published again by hand (a second relay replica, a retry): still applied once.
    await t.bus.publish({ id, subject, data: payload('e2e'), headers: {} });
    await new Promise((r) => setTimeout(r, 300));
    expect(await database.db.select().from(applied).where(eq(applied.eventId, id))).toHaveLength(1);
    await relay.stop();
    await sub.stop();
  });

  it('while it listens, publishes on the wake-up, and retries a failed publish at its short interval, not the listening one', async () => {
    let failures = 0;
    const published: string[] = [];
    const bus: EventBus = {
      kind: t.bus.kind,
      publish: async (message) => {
        if (failures-- > 0) throw new Error('bus unavailable');
        published.push(message.id);
      },
      subscribe: (options) => t.bus.subscribe(options),
      ping: () => t.bus.ping(),
      close: () => t.bus.close(),
    };
    const relay = new OutboxRelay({
      db: database.db,
      table: outbox,
      bus,
      logger: silentLogger,
      intervalMs: 50,
      listeningIntervalMs: 600_000,
      listen: { service: 'kit_test', on: (channel, onNotify) => database.listen(channel, onNotify) },
    });
    relay.start();
    await waitFor(() => relay.isListening());
    await relay.flush();
    failures = 1;
    const id = await database.db.transaction((tx) => emit(tx, NoteReceived, data('retried')));
    await waitFor(() => published.includes(id));
    expect(failures).toBe(-1);
    await relay.stop();
  });
});
