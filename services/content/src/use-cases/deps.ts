import type { Database, OutboxRelay } from '@helpwire/service-kit';

/** What the content use cases need from the outside world. */
export interface ContentDeps {
  db: Database;
  /** Woken after a write that enqueued events, so they go out at once. */
  outboxRelay: Pick<OutboxRelay, 'wake'>;
}
