import type { Database } from '@helpwire/service-kit';

/** What the matching use cases need from the outside world. */
export interface MatchingDeps {
  db: Database;
}
