import { Money } from '@helpwire/service-kit';
import { LEDGER_CURRENCY } from '../domain/ledger/account-kinds';
import { owedPerItem, sumOf } from '../store/tab-owed';
import { latestTabCharge, unpaidTabItems } from '../store/charge-store';
import type { ChargeDeps } from './deps';

export interface TabStanding {
  owed: Money;
  /** A charge of the tab failed and it is still owed: new calls wait for "pay now" (decision 0031). */
  blocked: boolean;
  failureCode: string | null;
  /** When the oldest unpaid call ended. */
  oldestAt: Date | null;
}

/** A user's tab: the calls not yet charged to the card, and whether a failed charge blocks new calls. */
export async function tabStanding(deps: Pick<ChargeDeps, 'db'>, userId: string): Promise<TabStanding> {
  const [items, latest] = await Promise.all([unpaidTabItems(deps.db, userId), latestTabCharge(deps.db, userId)]);
  const owed = sumOf((await owedPerItem(deps.db, userId, items)).values());
  const blocked = owed > 0n && latest?.status === 'FAILED';
  return { owed: Money.of(owed, LEDGER_CURRENCY), blocked, failureCode: blocked ? (latest?.failureCode ?? null) : null, oldestAt: items[0]?.endedAt ?? null };
}

/**
 * Whether a failed tab charge blocks new calls, as tabStanding answers it: the latest charge first
 * (one query, on every call request), the tab's items only when that charge failed.
 */
export async function tabBlocksCalls(deps: Pick<ChargeDeps, 'db'>, userId: string): Promise<boolean> {
  const latest = await latestTabCharge(deps.db, userId);
  if (latest?.status !== 'FAILED') return false;
  return (await tabStanding(deps, userId)).blocked;
}
