import type { Database } from '@helpwire/service-kit';

/** What the audit use cases need from the outside world. */
export interface AuditDeps {
  db: Database;
}
