import { contentEvents } from '@helpwire/proto';
import { eq, isNull, sql } from 'drizzle-orm';
import { pgSchema, text } from 'drizzle-orm/pg-core';
import { createTestBus, createTestDatabase, silentLogger, waitFor, type TestBus, type TestDatabase } from '../testing/test-servers';
import type { BusMessage, EventBus } from './event-bus';
import { outboxTable } from './event-tables';
import { emit, emitMany } from './emit';
import { OutboxRelay } from './outbox';
import { OutboxBatch, writeAtOnce } from './outbox-batch';
import { defineEvent } from './typed-event';

const schema = pgSchema('kit_batch');
const outbox = outboxTable(schema);
const notes = schema.table('notes', { id: text('id').primaryKey(), body: text('body').notNull() });
const NoteReceived = defineEvent('helpwire.kit_batch.note_received', contentEvents.ContactReceived);
const data = (messageId: string) => ({ messageId, name: 'n', email: 'e@x.io', subject: 's', message: 'm', language: 'en' });

describe('writeAtOnce: a change and its events in one statement, published straight after commit', () => {
  let database: TestDatabase;
  let t: TestBus;
  const received: BusMessage[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create schema kit_batch`);
    await database.db.execute(
      sql`create table kit_batch.outbox (id uuid primary key, subject text not null, payload bytea not null, headers jsonb not null default '{}', created_at timestamptz not null default now(), published_at timestamptz)`,
    );
    await database.db.execute(sql`create table kit_batch.notes (id text primary key, body text not null)`);
    t = await createTestBus();
    await t.bus.subscribe({ durable: 'batch', subject: NoteReceived.subject, handler: async (m) => void received.push(m) });
  });
  afterAll(async () => {
    await t.destroy();
    await database.drop();
  });
  beforeEach(async () => {
    received.length = 0;
    await database.db.delete(outbox);
  });

  const batchOf = async (...ids: string[]) => {
    const batch = new OutboxBatch();
    await emit(batch, NoteReceived, data(ids[0]!));
    await emitMany(batch, NoteReceived, ids.slice(1).map(data));
    return batch;
  };
  const relayOn = (bus: EventBus) => new OutboxRelay({ db: database.db, table: outbox, bus, logger: silentLogger });

  it('writes the change and every event together, publishes them at once and marks them published', async () => {
    const relay = relayOn(t.bus);
    const batch = await batchOf('a1', 'a2', 'a3');
    expect(await database.db.select().from(outbox)).toEqual([]);
    await writeAtOnce(database.db, [database.db.insert(notes).values({ id: 'a', body: 'x' }).getSQL()], batch, relay);
    expect(await database.db.select().from(notes).where(eq(notes.id, 'a'))).toHaveLength(1);
    await waitFor(() => received.length === 3);
    expect(received.map((m) => contentEvents.ContactReceived.decode(m.data).messageId)).toEqual(['a1', 'a2', 'a3']);
    await waitFor(async () => (await database.db.select().from(outbox).where(isNull(outbox.publishedAt))).length === 0);
    // Nothing left for the relay's own read.
    expect(await relay.flush()).toBe(0);
    await relay.stop();
  });

  it('writes nothing when the change fails (a unique violation), and leaves no claimed row behind', async () => {
    const relay = relayOn(t.bus);
    await database.db.insert(notes).values({ id: 'taken', body: 'x' });
    const batch = await batchOf('b1');
    await expect(writeAtOnce(database.db, [database.db.insert(notes).values({ id: 'taken', body: 'y' }).getSQL()], batch, relay)).rejects.toThrow();
    expect(await database.db.select().from(outbox)).toEqual([]);
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toEqual([]);
    await relay.stop();
  });

  it('leaves events whose publish failed to the relay, which sends them on its next read', async () => {
    const down: EventBus = {
      kind: 'in-process',
      publish: () => Promise.reject(new Error('bus down')),
      subscribe: (options) => t.bus.subscribe(options),
      ping: async () => undefined,
      close: async () => undefined,
    };
    const failing = relayOn(down);
    await writeAtOnce(database.db, [], await batchOf('c1', 'c2'), failing);
    await new Promise((r) => setTimeout(r, 100));
    // Released by the failed publish: its relay's own read takes them again (and fails again here).
    await expect(failing.flush()).rejects.toThrow('bus down');
    expect(await database.db.select().from(outbox).where(isNull(outbox.publishedAt))).toHaveLength(2);
    await failing.stop();
    const relay = relayOn(t.bus);
    expect(await relay.flush()).toBe(2);
    await waitFor(() => received.length === 2);
    await relay.stop();
  });

  it('without a publisher, notifies the relay as emit() does (the row waits for its read)', async () => {
    await writeAtOnce(database.db, [], await batchOf('d1'));
    const relay = relayOn(t.bus);
    expect(await relay.flush()).toBe(1);
    await waitFor(() => received.length === 1);
    await relay.stop();
  });
});
