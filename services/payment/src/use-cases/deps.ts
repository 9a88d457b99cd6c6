import type { Database } from '@helpwire/service-kit';
import type { LedgerWriter } from '../store/ledger-writer';

/** What the payment use cases need from the outside world. */
export interface PaymentDeps {
  db: Database;
  /** The ledger's one write path (decision 0021). */
  ledger: LedgerWriter;
}
