import { contentEvents } from '@helpwire/proto';
import { asc, sql } from 'drizzle-orm';
import { integer, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';
import { createTestBus, createTestDatabase, silentLogger, waitFor, type TestBus, type TestDatabase } from '../testing/test-servers';
import { batchedIdempotentHandler } from './batch-consumer';
import { batchEventConsumer } from './consume';
import type { BusMessage } from './event-bus';
import { processedEventsTable } from './event-tables';
import { defineEvent } from './typed-event';

const schema = pgSchema('batch_test');
const processed = processedEventsTable(schema);
const applied = schema.table('applied', {
  seq: serial('seq').primaryKey(),
  eventId: text('event_id').notNull(),
  text: text('text').notNull(),
  batch: integer('batch').notNull(),
});
const MessageReceived = defineEvent('helpwire.batch_test.message_received', contentEvents.ContactReceived);

/** A bus message whose data is its text (utf-8); "bad" makes the test's apply throw, "undecodable" its decode. */
const message = (text: string, id: string = randomUUID()): BusMessage => ({ id, subject: 's', data: new TextEncoder().encode(text), headers: {} });

describe("the kit's batched idempotent consumer", () => {
  let database: TestDatabase;
  let t: TestBus;
  let batches = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create schema batch_test`);
    await database.db.execute(
      sql`create table batch_test.processed_events (consumer text not null, event_id text not null, processed_at timestamptz not null default now(), primary key (consumer, event_id))`,
    );
    await database.db.execute(
      sql`create table batch_test.applied (seq serial primary key, event_id text not null, text text not null, batch integer not null)`,
    );
    t = await createTestBus();
  });
  afterAll(async () => {
    await t.destroy();
    await database.drop();
  });

  /** A handler as a service wires it: each batch's facts inserted in one statement; a "bad" fact throws. */
  const handler = (consumer: string, maxBatch?: number) =>
    batchedIdempotentHandler(
      { db: database.db, table: processed, consumer, logger: silentLogger, maxBatch },
      (m) => {
        const text = new TextDecoder().decode(m.data);
        if (text === 'undecodable') throw new Error('not a message');
        return text;
      },
      async (tx, batch) => {
        batches += 1;
        if (batch.some(({ data }) => data === 'bad')) throw new Error('a bad fact');
        await tx.insert(applied).values(batch.map(({ message: m, data }) => ({ eventId: m.id, text: data, batch: batches })));
      },
    );
  const appliedTexts = async (prefix: string) =>
    (await database.db.select().from(applied).orderBy(asc(applied.seq))).filter((row) => row.text.startsWith(prefix));

  it('applies the messages that arrive together in one transaction, in their order, each event id once', async () => {
    const handle = handler('batch-test-together');
    const repeated = randomUUID();
    const before = batches;
    await Promise.all(['a1', 'a2', 'a3', 'a4'].map((text, i) => handle(message(text, i === 1 ? repeated : undefined))).concat(handle(message('a2', repeated))));
    const rows = await appliedTexts('a');
    expect(rows.map((row) => row.text)).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(new Set(rows.map((row) => row.batch)).size).toBe(1);
    expect(batches - before).toBe(1);
    // Redelivered later (the ack was lost): nothing more is applied, and the handler resolves (acked).
    await handle(message('a2', repeated));
    expect((await appliedTexts('a')).map((row) => row.text)).toEqual(['a1', 'a2', 'a3', 'a4']);
  });

  it('keeps the order across batches larger than one transaction takes', async () => {
    const handle = handler('batch-test-order', 16);
    const texts = Array.from({ length: 50 }, (_, i) => `o${String(i).padStart(2, '0')}`);
    await Promise.all(texts.map((text) => handle(message(text))));
    const rows = await appliedTexts('o');
    expect(rows.map((row) => row.text)).toEqual(texts);
    // 50 in batches of at most 16: four transactions, not fifty.
    expect(new Set(rows.map((row) => row.batch)).size).toBe(4);
  });

  it('applies the good facts of a batch with a bad one, one at a time, and fails only the bad one (it is redelivered, not marked processed)', async () => {
    const handle = handler('batch-test-bad');
    const bad = message('bad');
    const outcomes = await Promise.allSettled([handle(message('b1')), handle(bad), handle(message('b2')), handle(message('undecodable'))]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected']);
    expect((await appliedTexts('b')).map((row) => row.text)).toEqual(['b1', 'b2']);
    const marked = await database.db.select().from(processed);
    expect(marked.some((row) => row.eventId === bad.id)).toBe(false);
    // Its redelivery fails again, as the one-at-a-time consumer's would, until the bus gives it up.
    await expect(handle(bad)).rejects.toThrow('a bad fact');
  });

  it('consumes a subject from JetStream in batches, every event once', async () => {
    const consumeBatches = batchEventConsumer({ bus: t.bus, db: database.db, processed, logger: silentLogger });
    const seen: string[] = [];
    const sub = await consumeBatches(MessageReceived, { durable: 'batch-test-jetstream', maxBatch: 8 }, async (tx, messages) => {
      await tx.insert(applied).values(messages.map((m) => ({ eventId: m.eventId, text: `j:${m.email}`, batch: 0 })));
      seen.push(...messages.map((m) => m.email));
    });
    const emails = Array.from({ length: 40 }, (_, i) => `j${i}@example.com`);
    for (const [i, email] of emails.entries()) {
      const eventId = randomUUID();
      const data = MessageReceived.codec
        .encode({ eventId, occurredAt: new Date(), messageId: `${i}`, name: 'N', email, subject: 's', message: 'm', language: 'en' })
        .finish();
      await t.bus.publish({ id: eventId, subject: MessageReceived.subject, data, headers: {} });
      // The same event published twice: JetStream's duplicate window keeps one.
      if (i === 3) await t.bus.publish({ id: eventId, subject: MessageReceived.subject, data, headers: {} });
    }
    await waitFor(async () => ((await appliedTexts('j:')).length >= emails.length ? true : undefined), 10_000);
    await sub.stop();
    expect(seen).toEqual(emails);
    expect((await appliedTexts('j:')).map((row) => row.text)).toEqual(emails.map((e) => `j:${e}`));
  });
});
