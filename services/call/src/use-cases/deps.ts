import type { CommittedEvents, Database, Logger } from '@helpwire/service-kit';
import type { RingPolicy } from '../domain/ring-policy';
import type { CallMedia } from '../adapters/media/call-media';
import type { CallNotifier } from '../ports/call-notifier';
import type { CallPayments } from '../ports/call-payments';
import type { HelperMatching } from '../ports/helper-matching';
import type { Clock } from '../ports/clock';
import type { RingScheduler } from '../jobs/ring-timers';

/** What the call use cases need from the outside world. */
export interface CallDeps {
  db: Database;
  clock: Clock;
  policy: RingPolicy;
  matching: HelperMatching;
  cards: CallPayments;
  notifier: CallNotifier;
  /** Where the next look at an open call is armed (the ring timers). */
  timers: RingScheduler;
  /** Where accepted calls' media rooms are made (Janus or peer to peer) and the ICE servers. */
  media: CallMedia;
  /** How long an accepted call may last: CALL_LIMITS.maxSeconds (one hour); shorter only in tests (CALL_MAX_SECONDS). */
  meetingLimitSeconds: number;
  logger: Logger;
  /** Publishes a statement's events the moment it committed (the outbox relay); without it the relay is woken by NOTIFY. */
  committed?: CommittedEvents;
}
