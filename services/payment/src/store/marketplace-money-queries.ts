import type { Database } from '@helpwire/service-kit';
import { and, gte, inArray, sql } from 'drizzle-orm';
import type { TransferKind } from '../domain/ledger/transfer-kinds';
import { disputes } from './dispute-schema';
import { ledgerTransfers } from './ledger-schema';
import { withdrawals } from './withdrawal-schema';

const OPEN = ['PENDING', 'IN_REVIEW'] as const;

/**
 * The marketplace's money since a moment, from the ledger's transfers: what calls were charged (the
 * helpers' shares and the commission, from the card or the tab), the commission alone, and what
 * disputes refunded; and the queues waiting for an admin now.
 */
export async function marketplaceMoneySince(db: Database, since: Date) {
  const sumOf = (...kinds: TransferKind[]) =>
    sql<bigint>`coalesce(sum(${ledgerTransfers.amountMinor}) filter (where ${ledgerTransfers.kind} in (${sql.join(
      kinds.map((kind) => sql`${kind}`),
      sql`, `,
    )})), 0)`.mapWith(BigInt);
  const [[money], [queued], [open]] = await Promise.all([
    db
      .select({ charged: sumOf('CALL_EARNING', 'COMMISSION'), commission: sumOf('COMMISSION'), refunded: sumOf('REFUND') })
      .from(ledgerTransfers)
      .where(and(inArray(ledgerTransfers.kind, ['CALL_EARNING', 'COMMISSION', 'REFUND']), gte(ledgerTransfers.createdAt, since))),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number), total: sql<bigint>`coalesce(sum(${withdrawals.amountMinor}), 0)`.mapWith(BigInt) })
      .from(withdrawals)
      .where(inArray(withdrawals.status, [...OPEN])),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(disputes)
      .where(inArray(disputes.status, [...OPEN])),
  ]);
  return {
    charged: money?.charged ?? 0n,
    commission: money?.commission ?? 0n,
    refunded: money?.refunded ?? 0n,
    pendingWithdrawals: queued?.count ?? 0,
    pendingWithdrawalsTotal: queued?.total ?? 0n,
    openDisputes: open?.count ?? 0,
  };
}
