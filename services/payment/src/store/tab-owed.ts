import type { Database, Transaction } from '@helpwire/service-kit';
import type { CallChargeRow } from './charge-schema';
import { accountIdsOf } from './ledger-accounts';
import { netByReference } from './ledger-queries';

/**
 * What each unpaid tab item still owes, from the ledger (decision 0032): its tab legs debited the
 * user's tab, and a dispute's refund of an unpaid tab part credited it back, both with the call as
 * reference. Never more than the item's tab part, never below 0.
 */
export async function owedPerItem(db: Database | Transaction, userId: string, items: readonly CallChargeRow[]): Promise<Map<string, bigint>> {
  if (items.length === 0) return new Map();
  const tab = (await accountIdsOf(db, 'USER', userId)).USER_TAB!;
  const net = await netByReference(
    db,
    tab,
    items.map((item) => item.callId),
  );
  return new Map(
    items.map((item) => {
      const owed = -(net.get(item.callId) ?? 0n);
      const cap = item.tabMinor ?? 0n;
      return [item.callId, owed < 0n ? 0n : owed > cap ? cap : owed];
    }),
  );
}

export function sumOf(values: Iterable<bigint>): bigint {
  let total = 0n;
  for (const value of values) total += value;
  return total;
}
