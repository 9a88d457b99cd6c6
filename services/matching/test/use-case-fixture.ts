import { auth } from '@helpwire/proto';
import { Metadata } from '@grpc/grpc-js';
import {
  AuthEvents,
  InProcessEventBus,
  type CallContext,
  type EventData,
  type Identity,
  type Subscription,
  type TypedEvent,
  type EventEnvelopeFields,
} from '@helpwire/service-kit';
import { createTestDatabase, silentLogger, waitFor, type TestDatabase } from '@helpwire/service-kit/testing';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { migrationsFolder } from '../src/app';
import { HelperDirectory } from '../src/adapters/directory/helper-directory';
import { consumeAuthEvents } from '../src/events/auth-event-consumers';
import { MemoryPresence } from '../src/adapters/presence/presence';
import { processedEvents } from '../src/store/schema';
import type { MatchingDeps } from '../src/use-cases/deps';

/** A helper as a test describes it; the fixture reaches it through auth's events and presence. */
export interface HelperSpec {
  firstName?: string;
  gender?: string;
  languages?: string[];
  categories?: string[];
  place?: { latitude: number; longitude: number } | null;
  approved?: boolean;
  available?: boolean;
  online?: boolean;
}

export interface MatchingUseCaseFixture {
  deps: MatchingDeps;
  database: TestDatabase;
  presence: MemoryPresence;
  /** The fixture's clock (ms): move it to let presence expire. */
  now: { value: number };
  /** Publishes an auth event on the bus the consumers read, and waits until it is applied. */
  authEvent<T extends EventEnvelopeFields>(event: TypedEvent<T>, data: EventData<TypedEvent<T>>, occurredAt?: Date): Promise<void>;
  /** A helper made through auth's events (profile, approval, availability) and, when online, presence. */
  helper(spec?: HelperSpec): Promise<string>;
  ctx(identity?: Partial<Identity>): CallContext;
}

const DUBAI = { latitude: 25.2048, longitude: 55.2708 };

/**
 * Registers beforeAll/afterAll hooks that build the matching use cases' dependencies: a fresh
 * database migrated as `app.ts` does, the real auth-event consumers on an in-process bus, memory
 * presence on a clock the test moves, and the helper directory following the database.
 */
export function useCaseFixture(): MatchingUseCaseFixture {
  const f = { now: { value: Date.now() } } as MatchingUseCaseFixture;
  let bus: InProcessEventBus;
  let consumers: Subscription[] = [];

  beforeAll(async () => {
    f.database = await createTestDatabase();
    await f.database.migrate({ folder: migrationsFolder, schema: 'matching' });
    bus = new InProcessEventBus(silentLogger, { retryBaseMs: 20 });
    consumers = await consumeAuthEvents({ bus, db: f.database.db, logger: silentLogger });
    f.presence = new MemoryPresence({ ttlMs: 10_000, clock: () => f.now.value });
    const directory = new HelperDirectory(f.database.db, f.presence, silentLogger, {}, { refreshMs: 50 });
    await directory.start();
    f.deps = { db: f.database.db, directory, presence: f.presence, heartbeatIntervalMs: 3000 };
  });

  afterAll(async () => {
    for (const consumer of consumers) await consumer.stop();
    await f.deps?.directory.stop();
    await bus?.close();
    await f.database?.drop();
  });

  f.authEvent = async (event, data, occurredAt = new Date()) => {
    const eventId = randomUUID();
    const message = { ...data, eventId, occurredAt } as unknown as Parameters<typeof event.codec.encode>[0];
    await bus.publish({ id: eventId, subject: event.subject, data: event.codec.encode(message).finish(), headers: {} });
    const applied = async () => (await f.database.db.select().from(processedEvents).where(eq(processedEvents.eventId, eventId))).length > 0;
    await waitFor(applied);
  };

  f.helper = async (spec = {}) => {
    const id = randomUUID();
    const place = spec.place === undefined ? DUBAI : spec.place;
    await f.authEvent(AuthEvents.profileUpdated, {
      userId: id,
      email: `${id}@example.com`,
      gender: spec.gender ?? 'Female',
      languages: spec.languages ?? ['en'],
      categories: spec.categories ?? ['basic-tech-troubleshooting'],
      latitude: place?.latitude ?? 0,
      longitude: place?.longitude ?? 0,
      location: place ?? undefined,
      firstName: spec.firstName ?? 'Nadia',
    });
    if (spec.approved ?? true) await f.authEvent(AuthEvents.helperVerified, { userId: id, status: auth.VerificationStatus.VERIFICATION_STATUS_APPROVED });
    if (spec.available ?? true) await f.authEvent(AuthEvents.availabilityChanged, { userId: id, isAvailable: true });
    if (spec.online ?? true) await f.presence.touch(id);
    // The directory follows the database through NOTIFY: wait until it has read the last change.
    await waitFor(
      () => f.deps.directory.profile(id)?.available === (spec.available ?? true) && f.deps.directory.profile(id)?.approved === (spec.approved ?? true),
    );
    return id;
  };

  f.ctx = (identity = {}) => ({
    identity: { requestId: `matching-use-case-${randomUUID()}`, language: 'en', ...identity },
    logger: silentLogger,
    metadata: new Metadata(),
  });
  return f;
}
