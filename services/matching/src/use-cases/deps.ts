import type { Database } from '@helpwire/service-kit';
import type { HelperDirectory } from '../adapters/directory/helper-directory';
import type { Presence } from '../adapters/presence/presence';

/** What the matching use cases need from the outside world. */
export interface MatchingDeps {
  db: Database;
  /** This replica's helpers and geo index. */
  directory: HelperDirectory;
  presence: Presence;
  /** How often the realtime channel should send a helper's heartbeat. */
  heartbeatIntervalMs: number;
}
