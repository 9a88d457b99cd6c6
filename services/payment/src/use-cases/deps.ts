import type { Database } from '@helpwire/service-kit';

/** What the payment use cases need from the outside world. */
export interface PaymentDeps {
  db: Database;
}
