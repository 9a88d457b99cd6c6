import { credentials, Metadata } from '@grpc/grpc-js';
import { MatchingTexts } from '@helpwire/contracts';
import { auth, health, matching, type authEvents } from '@helpwire/proto';
import {
  AuthEvents,
  createPromiseClient,
  openDatabase,
  type DatabaseHandle,
  type EventData,
  type EventEnvelopeFields,
  type Identity,
  type TypedEvent,
} from '@helpwire/service-kit';
import { createTestBus, createTestDatabase, requiredEnv, silentLogger, waitFor, type TestBus, type TestDatabase } from '@helpwire/service-kit/testing';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { startMatchingService, type RunningMatchingService } from '../src/app';
import { matchingServiceName } from '../src/grpc/server';

type Client = ReturnType<typeof createPromiseClient<matching.MatchingServiceClient>>;

const TTL_MS = 1500;
const system: Identity = { requestId: 'test-matching', language: 'en' };
const asUser: Identity = { ...system, userId: randomUUID(), role: 'USER' };
const asHelper = (userId: string): Identity => ({ ...system, userId, role: 'HELPER' });
const user = { latitude: 25.2, longitude: 55.27 };

function healthOf(address: string, service: string) {
  const client = new health.HealthClient(address, credentials.createInsecure());
  return new Promise<health.HealthCheckResponse_ServingStatus>((resolve, reject) =>
    client.check({ service }, new Metadata(), { deadline: Date.now() + 2000 }, (error, response) => {
      client.close();
      if (error) reject(error);
      else resolve(response.status);
    }),
  );
}

/**
 * Two matching replicas on one database, one JetStream stream and one Redis, as the distributed
 * deploy runs them: auth's events reach whichever replica the stream hands them to, and both must
 * answer the same; presence written through one is seen by the other.
 */
describe('matching service over gRPC: two replicas on PostgreSQL, JetStream and Redis', () => {
  let database: TestDatabase;
  let t: TestBus;
  const prefix = `helpwire-test:matching:${randomUUID()}`;
  const replicas: RunningMatchingService[] = [];
  // The replicas' shared clock, moved only by the tests: how long a loaded machine takes between two
  // steps must not decide whether a helper is still online.
  let now = Date.now();
  const clock = () => now;
  const clients: Client[] = [];
  const handles: DatabaseHandle[] = [];

  /** A replica with its own connection pool, as its own process would have. */
  const start = async () => {
    const handle = await openDatabase({ url: database.url, logger: silentLogger, poolSize: 5 });
    handles.push(handle);
    const service = await startMatchingService({
      database: handle,
      bus: t.bus,
      logger: silentLogger,
      grpcPort: 0,
      grpcHost: '127.0.0.1',
      outboxIntervalMs: 100,
      redis: { url: requiredEnv('TEST_REDIS_URL'), prefix },
      presenceTtlMs: TTL_MS,
      presenceSweepMs: 100,
      clock,
      directory: { refreshMs: 100 },
    });
    return { service, client: createPromiseClient(matching.MatchingServiceClient, `127.0.0.1:${service.port}`) };
  };

  /** An auth event as auth's outbox relay publishes it. */
  async function publish<T extends EventEnvelopeFields>(event: TypedEvent<T>, data: EventData<TypedEvent<T>>): Promise<void> {
    const eventId = randomUUID();
    const message = { ...data, eventId, occurredAt: new Date() } as unknown as T;
    await t.bus.publish({ id: eventId, subject: event.subject, data: event.codec.encode(message).finish(), headers: {} });
  }

  async function approvedHelper(category: string, place = { latitude: 25.25, longitude: 55.27 }): Promise<string> {
    const userId = randomUUID();
    const profile: Omit<authEvents.ProfileUpdated, 'eventId' | 'occurredAt'> = {
      userId,
      email: `${userId}@example.com`,
      gender: 'Male',
      languages: ['en', 'ar'],
      categories: [category],
      latitude: place.latitude,
      longitude: place.longitude,
      location: place,
      firstName: 'Karim',
    };
    await publish(AuthEvents.profileUpdated, profile);
    await publish(AuthEvents.helperVerified, { userId, status: auth.VerificationStatus.VERIFICATION_STATUS_APPROVED });
    await publish(AuthEvents.availabilityChanged, { userId, isAvailable: true });
    await waitFor(() => replicas.every((r) => r.directory.profile(userId)?.available && r.directory.profile(userId)?.approved));
    return userId;
  }

  const find = (client: Client, categoryId: string, extra: Partial<matching.FindHelpersRequest> = {}) =>
    client.findHelpers(
      {
        userLocation: user,
        categoryId,
        languages: ['en'],
        genderPreference: matching.GenderPreference.GENDER_PREFERENCE_NO_PREFERENCE,
        excludeHelperIds: [],
        ...extra,
      },
      { identity: asUser },
    );
  const ids = async (client: Client, categoryId: string) => (await find(client, categoryId)).candidates.map((c) => c.helperId);

  beforeAll(async () => {
    // Empty, not the run's template: the service's own start migrates its schema here.
    database = await createTestDatabase({ empty: true });
    t = await createTestBus('matching-test');
    for (let i = 0; i < 2; i += 1) {
      const { service, client } = await start();
      replicas.push(service);
      clients.push(client);
    }
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    for (const replica of replicas) await replica.stop();
    for (const handle of handles) await handle.close();
    await t.destroy();
    await database.drop();
  });

  it('answers grpc.health.v1 SERVING once the database and bus answer, and has its schema', async () => {
    const serving = health.HealthCheckResponse_ServingStatus.SERVING;
    for (const replica of replicas) {
      const address = `127.0.0.1:${replica.port}`;
      expect(await waitFor(async () => (await healthOf(address, matchingServiceName)) === serving)).toBe(true);
    }
    const result = await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'matching' order by table_name`);
    expect((result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name)).toEqual(['helpers', 'outbox', 'processed_events']);
  });

  it('a helper connected through one replica is found through the other; disconnected through it, at once by both', async () => {
    const category = `c-${randomUUID().slice(0, 8)}`;
    const helper = await approvedHelper(category);
    expect(await ids(clients[1]!, category)).toEqual([]);
    const connected = await clients[0]!.helperConnected({}, { identity: asHelper(helper) });
    expect(connected.presence?.expiresAt).toBeInstanceOf(Date);
    expect(connected.presence?.heartbeatInterval).toEqual({ seconds: '0', nanos: 500_000_000 });
    await waitFor(async () => (await ids(clients[1]!, category)).includes(helper));
    const [candidate] = (await find(clients[1]!, category)).candidates;
    expect(candidate).toEqual({
      helperId: helper,
      firstName: 'Karim',
      distanceKm: expect.any(Number),
      languages: ['en', 'ar'],
      categories: [category],
      gender: matching.Gender.GENDER_MALE,
    });
    // Whole kilometres to the helper's blurred place (the same on both replicas: the offset is in the row).
    expect(candidate!.distanceKm).toBeGreaterThanOrEqual(3);
    expect(candidate!.distanceKm).toBeLessThanOrEqual(9);
    await clients[1]!.helperDisconnected({}, { identity: asHelper(helper) });
    // The clock stands still: only the disconnect can take the helper off.
    await waitFor(async () => (await ids(clients[0]!, category)).length === 0 && (await ids(clients[1]!, category)).length === 0);
  });

  it('stops offering a helper on every replica once heartbeats stop for the time to live', async () => {
    const category = `c-${randomUUID().slice(0, 8)}`;
    const helper = await approvedHelper(category);
    await clients[0]!.helperConnected({}, { identity: asHelper(helper) });
    await waitFor(async () => (await ids(clients[1]!, category)).includes(helper));
    now += TTL_MS / 2;
    // The realtime channel's way: one HelperHeartbeats for a turn's helpers, with the gateway's own identity.
    await clients[1]!.helperHeartbeats({ helperIds: [helper, randomUUID()] }, { identity: system });
    // Past the first time to live, within the one the heartbeat renewed: still offered by both.
    // (The clock stands still, so once the renewal reached both mirrors no sweep can drop the helper.)
    now += TTL_MS - 1;
    await waitFor(() => replicas.every((replica) => replica.presence.isOnline(helper)));
    expect([await ids(clients[0]!, category), await ids(clients[1]!, category)]).toEqual([[helper], [helper]]);
    // A time to live after the last heartbeat: gone from both.
    now += 2;
    await waitFor(async () => (await ids(clients[0]!, category)).length === 0 && (await ids(clients[1]!, category)).length === 0);
  });

  it('an in-call mark set through one replica is respected by the other, and only its call clears it', async () => {
    const category = `c-${randomUUID().slice(0, 8)}`;
    const helper = await approvedHelper(category);
    await clients[0]!.helperConnected({}, { identity: asHelper(helper) });
    await waitFor(async () => (await ids(clients[1]!, category)).includes(helper));
    await clients[0]!.setInCall({ helperId: helper, callId: 'call-1' }, { identity: system });
    await waitFor(async () => (await ids(clients[1]!, category)).length === 0);
    await expect(clients[1]!.setInCall({ helperId: helper, callId: 'call-2' }, { identity: system })).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'MATCHING_HELPER_BUSY',
      messages: [MatchingTexts.helperBusy],
    });
    expect(await clients[1]!.clearInCall({ helperId: helper, callId: 'call-2' }, { identity: system })).toEqual({ cleared: false });
    expect(await clients[1]!.clearInCall({ helperId: helper, callId: 'call-1' }, { identity: system })).toEqual({ cleared: true });
    await waitFor(async () => (await ids(clients[0]!, category)).includes(helper));
  });

  it('answers a call-back, the category check and why nobody was found', async () => {
    const category = `c-${randomUUID().slice(0, 8)}`;
    expect(await clients[0]!.categoryHasApprovedHelpers({ categoryId: category }, { identity: asUser })).toEqual({ hasApprovedHelpers: false });
    expect((await find(clients[0]!, category)).noCandidatesReason).toBe(matching.NoCandidatesReason.NO_CANDIDATES_REASON_NO_HELPER_IN_CATEGORY);
    const helper = await approvedHelper(category);
    expect(await clients[1]!.categoryHasApprovedHelpers({ categoryId: category }, { identity: asUser })).toEqual({ hasApprovedHelpers: true });
    expect((await find(clients[1]!, category)).noCandidatesReason).toBe(matching.NoCandidatesReason.NO_CANDIDATES_REASON_NONE_AVAILABLE);
    expect(await clients[0]!.getHelperCandidate({ helperId: helper, categoryId: category, userLocation: user }, { identity: asUser })).toEqual({});
    await clients[1]!.helperConnected({}, { identity: asHelper(helper) });
    await waitFor(
      async () =>
        (await clients[0]!.getHelperCandidate({ helperId: helper, categoryId: category, userLocation: user }, { identity: asUser })).candidate?.helperId ===
        helper,
    );
  });

  it('refuses presence from anyone but the helper, and a search without a place, with their codes', async () => {
    await expect(clients[0]!.helperConnected({}, { identity: asUser })).rejects.toMatchObject({ code: 'PERMISSION_DENIED', reason: 'ROLE_NOT_ALLOWED' });
    await expect(clients[0]!.helperHeartbeat({}, { identity: system })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SESSION_REQUIRED' });
    await expect(find(clients[0]!, 'tech', { userLocation: undefined })).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'MATCHING_LOCATION_REQUIRED',
      messages: [MatchingTexts.locationRequired],
    });
  });

  it('a replica started afresh rebuilds its index from the database and its presence from Redis', async () => {
    const category = `c-${randomUUID().slice(0, 8)}`;
    const helper = await approvedHelper(category);
    await clients[0]!.helperConnected({}, { identity: asHelper(helper) });
    const { service, client } = await start();
    replicas.push(service);
    clients.push(client);
    expect(await ids(client, category)).toEqual([helper]);
  });
});
