import { content } from '@helpwire/proto';
import { ContentEvents, createPromiseClient, type BusMessage, type Identity } from '@helpwire/service-kit';
import { createTestBus, createTestDatabase, silentLogger, waitFor, type TestBus, type TestDatabase } from '@helpwire/service-kit/testing';
import { count, sql } from 'drizzle-orm';
import { startContentService, type RunningContentService } from '../src/app';
import { seedCategories, seedTutorials } from '../src/seed/data';
import { contactMessages, newsletterSubscribers, outbox } from '../src/store/schema';

const en: Identity = { requestId: 'test-request-en', language: 'en' };
const ar: Identity = { requestId: 'test-request-ar', language: 'ar' };
const arabic = /[\u0600-\u06FF]/;

describe('content service on PostgreSQL and JetStream', () => {
  let database: TestDatabase;
  let t: TestBus;
  let service: RunningContentService;
  let client: ReturnType<typeof createPromiseClient<content.ContentServiceClient>>;

  beforeAll(async () => {
    // Empty, not the run's template: the service's own start migrates its schema here.
    database = await createTestDatabase({ empty: true });
    t = await createTestBus('content-test');
    service = await startContentService({ database, bus: t.bus, logger: silentLogger, grpcPort: 0, grpcHost: '127.0.0.1', seed: true, outboxIntervalMs: 100 });
    client = createPromiseClient(content.ContentServiceClient, `127.0.0.1:${service.port}`);
  });

  afterAll(async () => {
    client.close();
    await service.stop();
    await t.destroy();
    await database.drop();
  });

  describe('migrations and seed', () => {
    it('creates the content schema with its tables', async () => {
      const result = await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'content' order by table_name`);
      expect((result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name)).toEqual([
        'categories',
        'contact_messages',
        'contact_replies',
        'faqs',
        'newsletter_subscribers',
        'offerings',
        'outbox',
        'policies',
        'policy_versions',
        'processed_events',
        'tutorials',
      ]);
    });

    it('turns SERVING once the database and bus answer', async () => {
      await waitFor(() => service.server.health.isServing());
    });
  });

  describe('every RPC over gRPC (the behaviour itself: src/use-cases/*.test.ts)', () => {
    it('answers the read RPCs in the language of the identity', async () => {
      const { categories: top } = await client.listTopCategories({}, { identity: ar });
      expect(top.map((c) => c.slug)).toEqual(seedCategories.map((c) => c.slug));
      expect(top[0]!.name).toMatch(arabic);
      expect(top[0]!.ratePerMinute?.currency).toBe('USD');
      expect(BigInt(top[0]!.ratePerMinute!.amountMinor)).toBeGreaterThan(0n);
      expect((await client.listAllCategories({ page: { page: 1, limit: 4 } }, { identity: en })).categories).toHaveLength(4);
      expect((await client.getCategory({ id: 'car-maintenance' }, { identity: ar })).category!.description).toMatch(arabic);
      expect((await client.listFaqs({ categoryId: 'education', page: undefined }, { identity: ar })).faqs[0]!.question).toMatch(arabic);
      expect((await client.listTutorials({ page: undefined }, { identity: en })).meta!.total).toBe(seedTutorials.length);
      const { policy } = await client.getPolicy({ slug: 'privacy' }, { identity: en });
      expect(policy!.title).toBe('Privacy Policy');
      // A Timestamp (a Date in ts-proto): the seeded row's time, not in the future, not the epoch.
      expect(policy!.updatedAt).toBeInstanceOf(Date);
      expect(policy!.updatedAt!.getTime()).toBeGreaterThan(Date.parse('2020-01-01'));
      expect(policy!.updatedAt!.getTime()).toBeLessThanOrEqual(Date.now());
      expect((await client.listServices({}, { identity: en })).services.length).toBeGreaterThanOrEqual(5);
    });

    it('carries a not-found answer as NOT_FOUND with the spec text and its reason code', async () => {
      await expect(client.getCategory({ id: 'no-such-category' }, { identity: en })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        messages: ['Category not found'],
        reasons: ['CONTENT_CATEGORY_NOT_FOUND'],
      });
      await expect(client.getPolicy({ slug: 'cookies' }, { identity: en })).rejects.toMatchObject({ code: 'NOT_FOUND', messages: ['Policy not found'] });
    });
  });

  describe('contact messages', () => {
    it('stores the message and publishes contact_received once through the outbox', async () => {
      const received: BusMessage[] = [];
      const sub = await t.bus.subscribe({
        durable: 'contact-test',
        subject: ContentEvents.contactReceived.subject,
        handler: async (m) => void received.push(m),
      });
      const created = await client.createContactMessage(
        { name: ' Layla ', email: 'Layla@Example.com', subject: 'Helper onboarding', message: 'How long does verification take?' },
        { identity: ar },
      );
      await waitFor(() => received.length === 1);
      const event = ContentEvents.contactReceived.codec.decode(received[0]!.data);
      expect(event).toMatchObject({ messageId: created.id, name: 'Layla', email: 'layla@example.com', language: 'ar' });
      expect(received[0]!.id).toBe(event.eventId);
      const [stored] = await database.db.select().from(contactMessages).where(sql`${contactMessages.id} = ${created.id}`);
      expect(stored).toMatchObject({ name: 'Layla', subject: 'Helper onboarding' });
      // created_at and the event's occurred_at are Timestamps: the stored time, and the time of the emit.
      expect(created.createdAt).toEqual(stored!.createdAt);
      expect(event.occurredAt).toBeInstanceOf(Date);
      expect(Math.abs(event.occurredAt!.getTime() - stored!.createdAt.getTime())).toBeLessThan(5000);
      await waitFor(async () => (await database.db.select().from(outbox).where(sql`${outbox.publishedAt} is null`)).length === 0);
      await new Promise((r) => setTimeout(r, 300));
      expect(received).toHaveLength(1);
      await sub.stop();
    });

    it('rejects a message with every broken rule and stores nothing', async () => {
      const [before] = await database.db.select({ n: count() }).from(contactMessages);
      await expect(client.createContactMessage({ name: '', email: 'not-an-email', subject: ' ', message: '' }, { identity: en })).rejects.toMatchObject({
        code: 'INVALID_ARGUMENT',
        messages: ['Name is required', 'Must be email', 'Subject is required', 'Message is required'],
      });
      const [after] = await database.db.select({ n: count() }).from(contactMessages);
      expect(after!.n).toBe(before!.n);
    });
  });

  describe('newsletter', () => {
    it('subscribes and unsubscribes over gRPC, and refuses a bad address with the spec text', async () => {
      expect(await client.subscribe({ email: 'Reader@Example.com' }, { identity: en })).toEqual({ newlySubscribed: true });
      expect(await client.unsubscribe({ email: 'reader@example.com' }, { identity: en })).toEqual({ wasSubscribed: true });
      const rows = await database.db.select().from(newsletterSubscribers).where(sql`${newsletterSubscribers.email} = 'reader@example.com'`);
      expect(rows).toEqual([expect.objectContaining({ unsubscribedAt: expect.any(Date) })]);
      await expect(client.subscribe({ email: 'nope' }, { identity: en })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', messages: ['Must be email'] });
    });
  });
});
