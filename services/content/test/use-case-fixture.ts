import { Metadata } from '@grpc/grpc-js';
import type { CallContext, Identity } from '@helpwire/service-kit';
import { createTestDatabase, silentLogger, type TestDatabase } from '@helpwire/service-kit/testing';
import { migrationsFolder } from '../src/app';
import { seedContent } from '../src/seed/seed-content';
import { CategoryCatalog } from '../src/store/category-catalog';
import { outbox } from '../src/store/schema';
import type { ContentDeps } from '../src/use-cases/deps';

/** What a content use-case test works with: a real database with the migrations and the seed applied. */
export interface ContentUseCaseFixture {
  deps: ContentDeps;
  database: TestDatabase;
  /** A visitor's call context in `language` (English by default). */
  ctx(language?: string, identity?: Partial<Identity>): CallContext;
  /** The outbox rows written so far (subject and payload), oldest first. */
  outboxRows(): Promise<{ subject: string; payload: Uint8Array }[]>;
}

let requests = 0;

/**
 * Registers beforeAll/afterAll hooks that build the content use cases' dependencies on a fresh test
 * database (migrated and seeded as `app.ts` does), and returns the fixture.
 */
export function useCaseFixture(): ContentUseCaseFixture {
  const fixture = {} as ContentUseCaseFixture;

  beforeAll(async () => {
    const database = await createTestDatabase();
    await database.migrate({ folder: migrationsFolder, schema: 'content' });
    await seedContent(database.db);
    fixture.database = database;
    fixture.deps = { db: database.db, catalog: new CategoryCatalog(database.db) };
  });

  afterAll(async () => {
    await fixture.database?.drop();
  });

  fixture.ctx = (language = 'en', identity = {}) => ({
    identity: { requestId: `content-use-case-${(requests += 1)}`, language, ...identity },
    logger: silentLogger,
    metadata: new Metadata(),
  });
  fixture.outboxRows = () => fixture.database.db.select({ subject: outbox.subject, payload: outbox.payload }).from(outbox).orderBy(outbox.createdAt);
  return fixture;
}
