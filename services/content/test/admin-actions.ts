import { AdminActions } from '@helpwire/service-kit';
import type { ContentUseCaseFixture } from './use-case-fixture';

/** The admin actions the content service wrote to its outbox for `objectId`, oldest first, states parsed. */
export async function adminActionsOn(f: ContentUseCaseFixture, objectId: string) {
  return (await f.outboxRows())
    .filter((row) => row.subject === AdminActions.content.subject)
    .map((row) => AdminActions.content.codec.decode(row.payload))
    .filter((entry) => entry.objectId === objectId)
    .map((entry) => ({
      actorId: entry.actorId,
      action: entry.action,
      reason: entry.reason,
      before: entry.beforeJson ? (JSON.parse(entry.beforeJson) as Record<string, unknown>) : undefined,
      after: entry.afterJson ? (JSON.parse(entry.afterJson) as Record<string, unknown>) : undefined,
    }));
}
