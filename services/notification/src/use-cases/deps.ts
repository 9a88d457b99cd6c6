import type { Database } from '@helpwire/service-kit';

/** What the notification use cases need from the outside world. */
export interface NotificationDeps {
  db: Database;
}
