import { Money } from '@helpwire/service-kit';
import { earningsReleaseTransfer } from '../domain/charges/call-transfers';
import { noticeEvents } from '../events/notice-events';
import { LEDGER_CURRENCY } from '../domain/ledger/account-kinds';
import { dueReleases, markEarningsReleased } from '../store/charge-store';
import { accountIdsOf } from '../store/ledger-accounts';
import { netOfReference } from '../store/ledger-queries';
import type { ChargeDeps } from './deps';

/** Which of these calls a dispute still holds (their earnings stay pending); none when disputes are not wired. */
export type OpenDisputes = (callIds: string[]) => Promise<Set<string>>;

/**
 * Moves the helper's share of every call charged at least 72 hours ago from pending to available
 * earnings (spec §5: the calls of the past 72 hours cannot be withdrawn), except calls an open
 * dispute holds. What moves is what the call still has in pending earnings (its share minus any
 * claw-back), by the transfer `<call>:release`: a rerun after a crash moves nothing twice.
 */
export async function releaseDueEarnings(deps: ChargeDeps, openDisputes: OpenDisputes, limit = 200): Promise<number> {
  const due = await dueReleases(deps.db, deps.now(), limit);
  if (due.length === 0) return 0;
  const held = await openDisputes(due.map((row) => row.callId));
  let released = 0;
  for (const row of due) {
    if (held.has(row.callId) || !row.helperId) continue;
    const helper = await accountIdsOf(deps.db, 'HELPER', row.helperId);
    const pending = await netOfReference(deps.db, helper.HELPER_EARNINGS_PENDING!, row.callId);
    const amount = Money.of(pending, LEDGER_CURRENCY);
    if (pending > 0n) await deps.ledger.submit(earningsReleaseTransfer(row.callId, amount, helper));
    await deps.db.transaction(async (tx) => {
      const first = await markEarningsReleased(tx, row.callId, deps.now());
      if (first && pending > 0n) await noticeEvents.earningsAvailable(tx, row.helperId!, row.callId, amount);
    });
    released += 1;
  }
  return released;
}
