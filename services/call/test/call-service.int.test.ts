import { credentials, Metadata } from '@grpc/grpc-js';
import { call, health, realtimeEvents } from '@helpwire/proto';
import { createPromiseClient, RealtimeDeliveries, type Identity, type PromiseClient } from '@helpwire/service-kit';
import { createTestBus, createTestDatabase, silentLogger, waitFor, type TestBus, type TestDatabase } from '@helpwire/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { startCallService, type RunningCallService } from '../src/app';
import { callServiceName } from '../src/grpc/server';
import { ListedCards } from './listed-cards';
import { ListedHelpers } from './listed-helpers';
import { ManualClock } from './manual-clock';

const { CALL_STATE_RINGING, CALL_STATE_ACCEPTED } = call.CallState;

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

const as = (userId: string, role: 'USER' | 'HELPER'): { identity: Identity } => ({
  identity: { userId, role, requestId: `t-${randomUUID()}`, language: 'en' },
});

describe('call service over gRPC on PostgreSQL and JetStream', () => {
  let database: TestDatabase;
  let t: TestBus;
  let service: RunningCallService;
  let client: PromiseClient<call.CallServiceClient>;
  const clock = new ManualClock();
  const matching = new ListedHelpers();
  const cards = new ListedCards();
  /** Every delivery the bus carried, as the gateway would receive it. */
  const heard: realtimeEvents.Delivery[] = [];

  const start = async () => {
    service = await startCallService({
      database,
      bus: t.bus,
      logger: silentLogger,
      grpcPort: 0,
      grpcHost: '127.0.0.1',
      outboxIntervalMs: 100,
      clock,
      matching,
      cards,
    });
    client = createPromiseClient(call.CallServiceClient, `127.0.0.1:${service.port}`);
  };
  const stop = async () => {
    client.close();
    await service.stop();
  };
  const helpersOf = (category: string, n: number) =>
    Array.from({ length: n }, (_, i) => matching.add({ helperId: randomUUID(), categoryId: category, distanceKm: i + 1, online: true }).helperId);
  const payingUser = () => {
    const id = randomUUID();
    cards.standing.set(id, 'AUTHORIZED');
    return id;
  };
  const request = (userId: string, categoryId: string) =>
    client.requestCall(
      { categoryId, location: { latitude: 25.2, longitude: 55.27 }, languages: ['en', 'ar'], genderPreference: 0, callerFirstName: 'Omar' },
      as(userId, 'USER'),
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await createTestBus('call-test');
    await t.bus.subscribe({
      durable: 'call-test-deliveries',
      subject: RealtimeDeliveries.call.subject,
      handler: async (m) => void heard.push(realtimeEvents.Delivery.decode(m.data)),
    });
    await start();
  });

  afterAll(async () => {
    await stop();
    await t.destroy();
    await database.drop();
  });

  it('answers grpc.health.v1 SERVING once the database and bus answer', async () => {
    const serving = health.HealthCheckResponse_ServingStatus.SERVING;
    expect(await waitFor(async () => (await healthOf(`127.0.0.1:${service.port}`, callServiceName)) === serving)).toBe(true);
  });

  it('rings 3 helpers, publishes incomming-call on the bus, and gives the call to the first accept with its room', async () => {
    const category = `cat-${randomUUID().slice(0, 6)}`;
    const [a, b, c] = helpersOf(category, 4) as [string, string, string];
    const user = payingUser();
    const { call: requested } = await request(user, category);
    expect(requested).toMatchObject({ userId: user, state: CALL_STATE_RINGING, wave: 1 });
    expect(requested!.rings.map((r) => r.helperId).sort()).toEqual([a, b, c].sort());
    await waitFor(() => heard.filter((d) => d.eventName === 'incomming-call' && JSON.parse(d.payloadJson).callId === requested!.id).length === 3);
    const answer = await client.acceptCall({ caller: { userId: user, categoryId: category } }, as(c, 'HELPER'));
    expect(answer).toEqual({
      callId: requested!.id,
      accepted: true,
      roomDetails: {
        roomId: requested!.id,
        callId: requested!.id,
        media: call.MediaStatus.MEDIA_STATUS_P2P,
        janus: undefined,
        iceServers: [],
        recording: false,
      },
    });
    expect(await client.acceptCall({ callId: requested!.id }, as(a, 'HELPER'))).toEqual({ callId: requested!.id, accepted: false });
    const { call: read } = await client.getCall({ callId: requested!.id }, as(user, 'USER'));
    expect(read).toMatchObject({ state: CALL_STATE_ACCEPTED, helperId: c });
    await waitFor(() => heard.some((d) => d.eventName === 'missed-call' && d.accountIds.includes(a) && d.accountIds.includes(b)));
    await waitFor(() => heard.some((d) => d.eventName === 'call-accepted' && d.accountIds[0] === user));
  });

  it('carries the reason codes and texts over gRPC, and refuses another account', async () => {
    const category = `cat-${randomUUID().slice(0, 6)}`;
    helpersOf(category, 1);
    await expect(request(randomUUID(), category)).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'CALL_PAYMENT_CARD_REQUIRED',
      message: 'Please add a payment card to get instant help',
    });
    await expect(client.requestCall({ categoryId: category, languages: ['en'], genderPreference: 0 }, as(payingUser(), 'USER'))).rejects.toMatchObject({
      reason: 'CALL_LOCATION_REQUIRED',
      message: 'Please enable location and reload the page.',
    });
    const user = payingUser();
    const { call: mine } = await request(user, category);
    await expect(client.getCall({ callId: mine!.id }, as(randomUUID(), 'USER'))).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'CALL_NOT_FOUND' });
    await expect(client.cancelCall({ callId: mine!.id }, as(randomUUID(), 'USER'))).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
    await expect(client.declineCall({ callId: mine!.id }, as(randomUUID(), 'HELPER'))).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
    expect((await client.cancelCall({}, as(user, 'USER'))).call!.state).toBe(call.CallState.CALL_STATE_CANCELLED);
  });

  it('keeps ringing across a restart: a new process re-arms the timers from the database and rings wave 2', async () => {
    const category = `cat-${randomUUID().slice(0, 6)}`;
    const helpers = helpersOf(category, 6);
    const user = payingUser();
    const { call: requested } = await request(user, category);
    await stop();
    // The ring ends while no call service runs.
    clock.advance(15_000);
    await start();
    await waitFor(async () => (await service.timers.idle(), (await client.getCall({ callId: requested!.id }, as(user, 'USER'))).call!.wave === 2));
    const { call: after } = await client.getCall({ callId: requested!.id }, as(user, 'USER'));
    expect(after!.rings.filter((r) => r.wave === 1).every((r) => r.outcome === call.RingOutcome.RING_OUTCOME_TIMED_OUT)).toBe(true);
    expect(
      after!.rings
        .filter((r) => r.wave === 2)
        .map((r) => r.helperId)
        .sort(),
    ).toEqual(helpers.slice(3).sort());
    await waitFor(() => heard.filter((d) => d.eventName === 'incomming-call' && JSON.parse(d.payloadJson).callId === requested!.id).length === 6);
    await waitFor(() =>
      heard.some((d) => d.eventName === 'missed-call' && JSON.parse(d.payloadJson).callId === requested!.id && d.accountIds.includes(helpers[0]!)),
    );
  });
});
