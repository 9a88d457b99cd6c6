import { openDatabase } from '@helpwire/service-kit';
import { openDisputeCallIds } from '../src/store/dispute-queries';
import { releaseDueEarnings } from '../src/use-cases/release-earnings';
import { paymentDepsOn } from './charged-call';
import { silentLogger } from '@helpwire/service-kit/testing';

/**
 * Runs the money job's earnings release on a product's database as if it were `now` (72 hours later
 * in a test), through the service's own use case and its dispute hold. Answers how many calls it released.
 */
export async function releaseEarningsAt(databaseUrl: string, now: Date): Promise<number> {
  const handle = await openDatabase({ url: databaseUrl, logger: silentLogger, poolSize: 2 });
  try {
    const deps = { ...paymentDepsOn(handle.db), now: () => now };
    let released = 0;
    for (
      let batch = await releaseDueEarnings(deps, (ids) => openDisputeCallIds(handle.db, ids));
      batch > 0;
      batch = await releaseDueEarnings(deps, (ids) => openDisputeCallIds(handle.db, ids))
    )
      released += batch;
    return released;
  } finally {
    await handle.close();
  }
}
