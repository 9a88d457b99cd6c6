import { type AdminActions, type EventMessage } from '@helpwire/service-kit';
import { createTestDatabase, type TestDatabase } from '@helpwire/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { recordAdminAction } from '../src/use-cases/record-admin-action';

export type AdminActionMessage = EventMessage<typeof AdminActions.auth>;

/** An admin action as a service's publisher writes it (adminAction()), with its envelope. */
export function adminActionMessage(facts: Partial<AdminActionMessage> = {}): AdminActionMessage {
  return {
    eventId: randomUUID(),
    occurredAt: new Date(),
    actorId: randomUUID(),
    action: 'helper.approve',
    objectType: 'helper',
    objectId: randomUUID(),
    beforeJson: JSON.stringify({ status: 'IN_REVIEW' }),
    afterJson: JSON.stringify({ status: 'APPROVED' }),
    reason: undefined,
    requestId: `req-${randomUUID()}`,
    ...facts,
  };
}

/**
 * The audit use cases' fixture: a fresh database with the service's migrations (the test template's),
 * and `record`, which appends entries through the consumer's use case as the consumer does (in a
 * transaction). Registers its own beforeAll/afterAll.
 */
export function auditLogFixture() {
  const fixture = {
    database: undefined as unknown as TestDatabase,
    deps: () => ({ db: fixture.database.db }),
    async record(service: string, ...messages: AdminActionMessage[]): Promise<void> {
      for (const message of messages) await fixture.database.db.transaction((tx) => recordAdminAction(tx, service, message));
    },
  };
  beforeAll(async () => {
    fixture.database = await createTestDatabase();
  });
  afterAll(async () => {
    await fixture.database.drop();
  });
  return fixture;
}
