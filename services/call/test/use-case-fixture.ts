import { Metadata } from '@grpc/grpc-js';
import { realtimeEvents, type call as proto } from '@helpwire/proto';
import { RealtimeDeliveries, type CallContext, type TypedEvent } from '@helpwire/service-kit';
import { createTestDatabase, silentLogger, type TestDatabase } from '@helpwire/service-kit/testing';
import { asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { migrationsFolder } from '../src/app';
import { ringPolicy } from '../src/domain/ring-policy';
import type { CallMedia } from '../src/adapters/media/call-media';
import { p2pRooms } from '../src/adapters/media/p2p-rooms';
import { realtimeCallNotifier } from '../src/events/realtime-call-notifier';
import { RingTimers } from '../src/jobs/ring-timers';
import { findCall } from '../src/store/call-queries';
import { outbox } from '../src/store/schema';
import type { CallDeps } from '../src/use-cases/deps';
import { requestCall } from '../src/use-cases/request-call';
import { stepCall } from '../src/use-cases/step-call';
import { ListedCards } from './listed-cards';
import { ListedHelpers } from './listed-helpers';
import { ManualClock } from './manual-clock';

export interface Person {
  id: string;
  ctx: CallContext;
}

export interface SocketDelivery {
  eventName: string;
  accountIds: string[];
  audience: realtimeEvents.Audience;
  payload: Record<string, unknown>;
  expiresAt?: Date;
}

/** The wall clock of testMedia's credentials. */
export const mediaWallClock = new Date('2026-11-24T10:00:00.000Z');

/** Peer-to-peer media with one STUN and one TURN server, credentials from a fixed wall clock (a test may put other media in `f.deps.media`). */
export function testMedia(): CallMedia {
  return {
    rooms: p2pRooms,
    ice: { stunUrls: ['stun:stun.helpwire.test:3478'], turnUrls: ['turn:turn.helpwire.test:3478?transport=udp'], turnSecret: 'turn-secret-of-the-tests' },
    wallClock: () => mediaWallClock,
  };
}

export function contextFor(userId: string, role: 'USER' | 'HELPER' | 'ADMIN'): CallContext {
  return { identity: { userId, role, requestId: `test-${randomUUID()}`, language: 'en' }, logger: silentLogger, metadata: new Metadata() };
}

const person = (role: 'USER' | 'HELPER'): Person => {
  const id = randomUUID();
  return { id, ctx: contextFor(id, role) };
};

/**
 * The call use cases' dependencies, built once per test file: a fresh PostgreSQL database with the
 * call migrations, the real realtime notifier (deliveries in the outbox), the real ring timers on a
 * clock the test moves, and the helpers and cards a test lists (listed-helpers.ts, listed-cards.ts;
 * the real matching and payment services are in tests/contract/call-*.int.test.ts).
 */
export function useCaseFixture() {
  const f = {
    database: undefined as unknown as TestDatabase,
    clock: new ManualClock(),
    matching: new ListedHelpers(),
    cards: new ListedCards(),
    deps: undefined as unknown as CallDeps,
    timers: undefined as unknown as RingTimers,
    category: () => `category-${randomUUID().slice(0, 8)}`,
    user: () => person('USER'),
    /** A listed helper of the category, online, at this distance from every user. */
    helper(categoryId: string, distanceKm: number, online = true): Person {
      const helper = person('HELPER');
      f.matching.add({ helperId: helper.id, categoryId, distanceKm, online });
      return helper;
    },
    /** A user with a default card. */
    payingUser(): Person {
      const user = f.user();
      f.cards.standing.set(user.id, 'AUTHORIZED');
      return user;
    },
    request(user: Person, categoryId: string, extra: Partial<proto.RequestCallRequest> = {}) {
      return requestCall(
        f.deps,
        { categoryId, location: { latitude: 30.04, longitude: 31.23 }, languages: ['en'], genderPreference: 0, callerFirstName: 'Mona', ...extra },
        user.ctx,
      );
    },
    /** Moves the clock on and waits for every ring step it started. */
    async tick(ms: number): Promise<void> {
      f.clock.advance(ms);
      await settle();
    },
    async settle(): Promise<void> {
      await settle();
    },
    call: (callId: string) => findCall(f.database.db, callId),
    /** What the sockets would hear (the realtime deliveries in the outbox), oldest first, of one call. */
    async deliveries(callId?: string): Promise<SocketDelivery[]> {
      const rows = await f.database.db.select().from(outbox).where(eq(outbox.subject, RealtimeDeliveries.call.subject)).orderBy(asc(outbox.createdAt));
      return rows
        .map((row) => realtimeEvents.Delivery.decode(row.payload))
        .map((d) => ({
          eventName: d.eventName,
          accountIds: d.accountIds,
          audience: d.audience,
          payload: JSON.parse(d.payloadJson) as Record<string, unknown>,
          expiresAt: d.expiresAt,
        }))
        .filter((d) => callId === undefined || d.payload.callId === callId);
    },
    /** The facts of one kind in the outbox, oldest first. */
    async events<T extends { callId: string }>(event: TypedEvent<T & { eventId: string }>, callId?: string): Promise<T[]> {
      const rows = await f.database.db.select().from(outbox).where(eq(outbox.subject, event.subject)).orderBy(asc(outbox.createdAt));
      return rows.map((row) => event.codec.decode(row.payload) as T).filter((e) => callId === undefined || e.callId === callId);
    },
  };
  async function settle(): Promise<void> {
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      await f.timers.idle();
    }
  }
  beforeAll(async () => {
    f.database = await createTestDatabase();
    await f.database.migrate({ folder: migrationsFolder, schema: 'call' });
    const deps = {
      db: f.database.db,
      clock: f.clock,
      policy: ringPolicy,
      matching: f.matching,
      cards: f.cards,
      notifier: realtimeCallNotifier,
      logger: silentLogger,
      media: testMedia(),
      meetingLimitSeconds: 3600,
    } as unknown as CallDeps;
    f.timers = new RingTimers(f.clock, (callId) => stepCall(deps, callId), silentLogger);
    deps.timers = f.timers;
    f.deps = deps;
  });
  afterAll(async () => {
    await f.timers?.stop();
    await f.database?.drop();
  });
  return f;
}
