import type { NotificationChannel } from '@helpwire/contracts';
import type { Database } from '@helpwire/service-kit';
import type { PushEndpointGuard } from '../adapters/delivery/push-endpoint-guard';

/** What the notification use cases need from the outside world. */
export interface NotificationDeps {
  db: Database;
  now: () => Date;
  /** The channels that have a sender here: deliveries are planned only for these. */
  channels: ReadonlySet<NotificationChannel>;
  /** The VAPID public key browsers subscribe with; absent when web push is not configured. */
  pushPublicKey?: string;
  /** Where web pushes may go: checked when a browser subscribes (the sender checks again on each send). */
  pushEndpoints: PushEndpointGuard;
}
