import { Metadata } from '@grpc/grpc-js';
import { authEvents, auth, type realtimeEvents } from '@helpwire/proto';
import { RealtimeDeliveries, type CallContext } from '@helpwire/service-kit';
import { createTestDatabase, silentLogger, type TestDatabase } from '@helpwire/service-kit/testing';
import { asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { migrationsFolder } from '../src/app';
import { isPublicAddress, PushEndpointGuard } from '../src/adapters/delivery/push-endpoint-guard';
import { outbox, type NotificationRow } from '../src/store/schema';
import { channelsOf, type DeliveryDeps } from '../src/use-cases/deliver-due';
import type { NotificationDeps } from '../src/use-cases/deps';
import { keepRecipients } from '../src/use-cases/keep-recipients';
import { recordNotifications, type Notice } from '../src/use-cases/record-notifications';
import { deliveryPortsOf, recordingSenders, type RecordingSenders } from './recording-senders';

/** What a notification use-case test works with: a real database (migrations applied), recording senders and a clock. */
export interface UseCaseFixture {
  deps: NotificationDeps;
  delivery: DeliveryDeps;
  senders: RecordingSenders;
  database: TestDatabase;
  /** The clock the use cases read; tests move it. */
  clock: { now: Date };
  /** A signed-in caller's context. */
  ctx(accountId: string, role?: 'USER' | 'HELPER' | 'ADMIN'): CallContext;
  /** A fresh account known to the service (as auth's sign-up and profile events tell it). */
  account(options?: { language?: string; phone?: string; role?: 'USER' | 'HELPER' }): Promise<{ accountId: string; email: string }>;
  /** Records an event's notices through the consumers' use case, in a transaction; answers the stored rows. */
  notify(notices: Notice[], eventId?: string): Promise<NotificationRow[]>;
  /** The in-app-notification deliveries written to the outbox, oldest first. */
  realtimeDeliveries(): Promise<realtimeEvents.Delivery[]>;
}

/**
 * The push services of these tests and what their names resolve to (an injected resolver: no DNS),
 * judged by the production address check: fcm.example.test is public, the others are not.
 */
export const TEST_PUSH_ADDRESSES: Readonly<Record<string, string[]>> = {
  'fcm.example.test': ['198.252.206.16'],
  'loopback.push.example.test': ['127.0.0.1'],
  'metadata.push.example.test': ['169.254.169.254'],
  'office.push.example.test': ['198.252.206.17', '10.1.2.3'],
  'v6.push.example.test': ['::1'],
};
export const testPushEndpoints = new PushEndpointGuard({
  hosts: ['fcm.example.test', '.push.example.test'],
  resolve: async (host) => TEST_PUSH_ADDRESSES[host] ?? [],
  mayConnectTo: isPublicAddress,
});

/** Registers beforeAll/afterAll hooks that build the notification use cases' dependencies on a fresh test database. */
export function useCaseFixture(): UseCaseFixture {
  const fixture = {} as UseCaseFixture;
  const clock = { now: new Date('2026-11-27T10:00:00Z') };
  const senders = recordingSenders();
  const ports = deliveryPortsOf(senders);

  beforeAll(async () => {
    const database = await createTestDatabase();
    await database.migrate({ folder: migrationsFolder, schema: 'notification' });
    fixture.database = database;
    fixture.deps = {
      db: database.db,
      now: () => clock.now,
      channels: channelsOf(ports.senders),
      pushPublicKey: senders.push.publicKey,
      pushEndpoints: testPushEndpoints,
    };
    fixture.delivery = { db: database.db, ...ports, appUrl: 'https://helpwire.test', now: () => clock.now, logger: silentLogger };
  });

  afterAll(async () => {
    await fixture.database?.drop();
  });

  fixture.clock = clock;
  fixture.senders = senders;
  fixture.ctx = (accountId, role = 'USER') => ({
    identity: { userId: accountId, role, requestId: randomUUID(), language: 'en' },
    logger: silentLogger,
    metadata: new Metadata(),
  });
  fixture.account = async ({ language = 'en', phone, role = 'USER' } = {}) => {
    const accountId = randomUUID();
    const email = `person.${accountId.slice(0, 8)}@example.com`;
    const occurredAt = new Date();
    await fixture.database.db.transaction(async (tx) => {
      await keepRecipients.registered(tx, {
        eventId: randomUUID(),
        userId: accountId,
        role: role === 'HELPER' ? auth.Role.ROLE_HELPER : auth.Role.ROLE_USER,
        email,
        language,
        occurredAt,
      });
      await keepRecipients.profileUpdated(
        tx,
        authEvents.ProfileUpdated.fromPartial({ eventId: randomUUID(), userId: accountId, email, phone, language, occurredAt }),
      );
    });
    return { accountId, email };
  };
  fixture.notify = (notices, eventId = randomUUID()) => fixture.database.db.transaction((tx) => recordNotifications(tx, fixture.deps, { eventId }, notices));
  fixture.realtimeDeliveries = async () => {
    const rows = await fixture.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, RealtimeDeliveries.notification.subject))
      .orderBy(asc(outbox.createdAt));
    return rows.map((row) => RealtimeDeliveries.notification.codec.decode(row.payload));
  };
  return fixture;
}
