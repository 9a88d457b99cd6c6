import { content } from '@helpwire/proto';
import { ContentEvents, createPromiseClient, type BusMessage, type Identity } from '@helpwire/service-kit';
import { createTestBus, createTestDatabase, silentLogger, waitFor, type TestBus, type TestDatabase } from '@helpwire/service-kit/testing';
import { count, sql } from 'drizzle-orm';
import { startContentService, type RunningContentService } from '../src/app';
import { seedContent } from '../src/seed/seed-content';
import { seedCategories, seedFaqs, seedTutorials } from '../src/seed/data';
import { categories, contactMessages, faqs, newsletterSubscribers, outbox } from '../src/store/schema';

const en: Identity = { requestId: 'test-request-en', language: 'en' };
const ar: Identity = { requestId: 'test-request-ar', language: 'ar' };
const arabic = /[\u0600-\u06FF]/;

describe('content service on PostgreSQL and JetStream', () => {
  let database: TestDatabase;
  let t: TestBus;
  let service: RunningContentService;
  let client: ReturnType<typeof createPromiseClient<content.ContentServiceClient>>;

  beforeAll(async () => {
    database = await createTestDatabase();
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
      const result = await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'content' order by table_name`,
      );
      expect((result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name)).toEqual([
        'categories', 'contact_messages', 'faqs', 'newsletter_subscribers', 'offerings', 'outbox', 'policies', 'processed_events', 'tutorials',
      ]);
    });

    it('seeds the five categories with subcategories, and seeding again duplicates nothing', async () => {
      const expected = seedCategories.length + seedCategories.reduce((n, c) => n + c.subcategories.length, 0);
      await seedContent(database.db);
      await database.migrate({ folder: `${__dirname}/../migrations`, schema: 'content' });
      const [cats] = await database.db.select({ n: count() }).from(categories);
      const [faqCount] = await database.db.select({ n: count() }).from(faqs);
      expect(cats!.n).toBe(expected);
      expect(faqCount!.n).toBe(seedFaqs.length);
    });

    it('turns SERVING once the database and bus answer', async () => {
      await waitFor(() => service.server.health.isServing());
    });
  });

  describe('categories', () => {
    it('lists the five top-level categories with their subcategories, in English and Arabic', async () => {
      const { categories: top } = await client.listTopCategories({}, { identity: en });
      expect(top.map((c) => c.slug)).toEqual(['basic-tech-troubleshooting', 'diy-repairs', 'car-maintenance', 'education', 'live-translation']);
      expect(top.every((c) => c.subcategories.length >= 3 && c.guidelines.length > 0)).toBe(true);
      expect(top[0]!.ratePerMinute?.currency).toBe('USD');
      expect(BigInt(top[0]!.ratePerMinute!.amountMinor)).toBeGreaterThan(0n);
      const { categories: inArabic } = await client.listTopCategories({}, { identity: ar });
      expect(inArabic[0]!.name).toMatch(arabic);
      expect(inArabic[0]!.guidelines[0]).toMatch(arabic);
      expect(top[0]!.name).not.toMatch(arabic);
    });

    it('pages every category as a flat list', async () => {
      const first = await client.listAllCategories({ page: { page: 1, limit: 4 } }, { identity: en });
      const total = first.meta!.total;
      expect(first.categories).toHaveLength(4);
      expect(first.meta).toEqual({ currentPage: 1, lastPage: Math.ceil(total / 4), total });
      expect(first.categories[0]!.parentId).toBeUndefined();
      expect(first.categories[1]!.parentId).toBe(first.categories[0]!.id);
    });

    it('finds one category by slug or id with its subcategories, and 404s an unknown one', async () => {
      const { category } = await client.getCategory({ id: 'car-maintenance' }, { identity: en });
      expect(category!.subcategories.length).toBeGreaterThan(0);
      const byId = await client.getCategory({ id: category!.id }, { identity: ar });
      expect(byId.category!.slug).toBe('car-maintenance');
      expect(byId.category!.description).toMatch(arabic);
      await expect(client.getCategory({ id: 'no-such-category' }, { identity: en })).rejects.toMatchObject({ code: 'NOT_FOUND', messages: ['Category not found'] });
      await expect(client.getCategory({ id: '00000000-0000-4000-8000-000000000000' }, { identity: en })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  describe('help content', () => {
    it('answers the general FAQ and a category FAQ, and 404s an unknown category', async () => {
      const general = await client.listFaqs({ categoryId: '', page: { page: 1, limit: 50 } }, { identity: en });
      expect(general.faqs.length).toBe(seedFaqs.filter((f) => !f.categorySlug).length);
      expect(general.faqs.every((f) => f.categoryId === undefined)).toBe(true);
      const education = await client.listFaqs({ categoryId: 'education', page: undefined }, { identity: ar });
      expect(education.faqs.length).toBe(seedFaqs.filter((f) => f.categorySlug === 'education').length);
      expect(education.faqs[0]!.question).toMatch(arabic);
      await expect(client.listFaqs({ categoryId: 'nope', page: undefined }, { identity: en })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('lists tutorials with their same-origin video', async () => {
      const { tutorials, meta } = await client.listTutorials({ categoryId: '', page: undefined }, { identity: en });
      expect(meta!.total).toBe(seedTutorials.length);
      expect(tutorials[0]!.videoUrl).toMatch(/^\/media\/tutorials\/.+/);
    });

    it('returns the privacy policy and the terms, and 404s another slug', async () => {
      const { policy } = await client.getPolicy({ slug: 'privacy' }, { identity: en });
      expect(policy!.title).toBe('Privacy Policy');
      expect(policy!.sections.length).toBeGreaterThan(3);
      // A Timestamp (a Date in ts-proto), the seeded row's time: not in the future, not the epoch.
      expect(policy!.updatedAt).toBeInstanceOf(Date);
      expect(policy!.updatedAt!.getTime()).toBeGreaterThan(Date.parse('2020-01-01'));
      expect(policy!.updatedAt!.getTime()).toBeLessThanOrEqual(Date.now());
      const terms = await client.getPolicy({ slug: 'terms' }, { identity: ar });
      expect(terms.policy!.title).toMatch(arabic);
      await expect(client.getPolicy({ slug: 'cookies' }, { identity: en })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('lists the services page offerings', async () => {
      const { services } = await client.listServices({}, { identity: en });
      expect(services.length).toBeGreaterThanOrEqual(5);
    });
  });

  describe('contact messages', () => {
    it('stores the message and publishes contact_received once through the outbox', async () => {
      const received: BusMessage[] = [];
      const sub = await t.bus.subscribe({ durable: 'contact-test', subject: ContentEvents.contactReceived.subject, handler: async (m) => void received.push(m) });
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
    it('subscribes once: a repeat is not an error and makes no duplicate', async () => {
      expect(await client.subscribe({ email: 'Reader@Example.com' }, { identity: en })).toEqual({ newlySubscribed: true });
      expect(await client.subscribe({ email: 'reader@example.com' }, { identity: en })).toEqual({ newlySubscribed: false });
      const rows = await database.db.select().from(newsletterSubscribers).where(sql`${newsletterSubscribers.email} = 'reader@example.com'`);
      expect(rows).toHaveLength(1);
    });

    it('unsubscribes, and subscribing again re-activates the same row', async () => {
      await client.subscribe({ email: 'leaver@example.com' }, { identity: en });
      expect(await client.unsubscribe({ email: 'leaver@example.com' }, { identity: en })).toEqual({ wasSubscribed: true });
      expect(await client.unsubscribe({ email: 'leaver@example.com' }, { identity: en })).toEqual({ wasSubscribed: false });
      expect(await client.subscribe({ email: 'leaver@example.com' }, { identity: en })).toEqual({ newlySubscribed: true });
      const rows = await database.db.select().from(newsletterSubscribers).where(sql`${newsletterSubscribers.email} = 'leaver@example.com'`);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.unsubscribedAt).toBeNull();
    });

    it('rejects a bad address with the spec text', async () => {
      await expect(client.subscribe({ email: 'nope' }, { identity: en })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', messages: ['Must be email'] });
      await expect(client.subscribe({ email: '' }, { identity: en })).rejects.toMatchObject({ messages: ['Email is required'] });
    });
  });
});
