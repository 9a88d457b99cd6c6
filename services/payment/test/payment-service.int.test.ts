import { credentials, Metadata } from '@grpc/grpc-js';
import { health, payment, paymentEvents } from '@helpwire/proto';
import { createPromiseClient, PaymentEvents, type BusMessage, type Identity } from '@helpwire/service-kit';
import { createTestBus, createTestDatabase, silentLogger, waitFor, type TestBus, type TestDatabase } from '@helpwire/service-kit/testing';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { startPaymentService, type RunningPaymentService } from '../src/app';
import { paymentServiceName } from '../src/server';

const userId = randomUUID();
const identity: Identity = { requestId: 'test-payment', language: 'en', userId, role: 'USER' };

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

describe('payment service over gRPC on PostgreSQL and JetStream', () => {
  let database: TestDatabase;
  let t: TestBus;
  let service: RunningPaymentService;
  let client: ReturnType<typeof createPromiseClient<payment.PaymentServiceClient>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await createTestBus('payment-test');
    service = await startPaymentService({ database, bus: t.bus, logger: silentLogger, grpcPort: 0, grpcHost: '127.0.0.1', outboxIntervalMs: 100, cardProvider: {} });
    client = createPromiseClient(payment.PaymentServiceClient, `127.0.0.1:${service.port}`);
  });

  afterAll(async () => {
    client.close();
    await service.stop();
    await t.destroy();
    await database.drop();
  });

  it('answers grpc.health.v1 SERVING for itself once the database and bus answer', async () => {
    const address = `127.0.0.1:${service.port}`;
    const serving = health.HealthCheckResponse_ServingStatus.SERVING;
    expect(await waitFor(async () => (await healthOf(address, paymentServiceName)) === serving)).toBe(true);
    expect(await healthOf(address, '')).toBe(serving);
  });

  it('creates the payment schema with the card tables, the outbox and processed events', async () => {
    const result = await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'payment' order by table_name`);
    expect((result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['cards', 'customers', 'outbox', 'processed_events', 'sandbox_setup_intents', 'webhook_events']),
    );
  });

  it('adds a sandbox card over gRPC and answers it as the default to GetDefaultCard', async () => {
    const setup = await client.createSetupIntent({}, { identity });
    expect(setup.provider).toBe('sandbox');
    const confirmed = await client.sandboxConfirmSetup({ ...setup, cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: '' }, { identity });
    expect(confirmed.result?.status).toBe('succeeded');
    const saved = await client.newCardSetDefault({ setupIntentId: setup.setupIntentId }, { identity });
    expect(saved.result?.card).toMatchObject({ last4: '4242', isDefault: true });
    expect(await client.getDefaultCard({ accountId: userId }, { identity: { requestId: 'other-service', language: 'en' } })).toEqual({ card: saved.result?.card });
    // The outbox relay publishes the change on JetStream.
    const seen: BusMessage[] = [];
    const sub = await t.bus.subscribe({ durable: 'payment-int-default', subject: `${PaymentEvents.defaultCardChanged.subject.split('.').slice(0, 2).join('.')}.>`, handler: async (m) => void seen.push(m) });
    try {
      const announced = () => seen.find((m) => m.subject.endsWith(PaymentEvents.defaultCardChanged.subject));
      expect(await waitFor(async () => announced() !== undefined)).toBe(true);
      const event = paymentEvents.DefaultCardChanged.decode(announced()!.data);
      expect(event).toMatchObject({ accountId: userId, cardId: saved.result?.card?.id, brand: 'visa', last4: '4242' });
    } finally {
      await sub.stop();
    }
  });

  it('answers NOT_FOUND with the reason for an unknown card, and UNAUTHENTICATED without a session', async () => {
    await expect(client.detachCard({ cardId: randomUUID() }, { identity })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Payment Card Not Found.' });
    await expect(client.listCards({}, { identity: { requestId: 'anon', language: 'en' } })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
