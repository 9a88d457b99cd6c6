import { disputeNames, type dispute } from '@helpwire/proto';
import { Money } from '@helpwire/service-kit';
import { LEDGER_CURRENCY } from '../domain/ledger/account-kinds';
import type { DisputeFileRow, DisputeRow } from '../store/dispute-schema';

const money = (cents: bigint) => Money.of(cents, LEDGER_CURRENCY).toProto();
const file = (row: DisputeFileRow | null): dispute.DisputeFile | undefined =>
  row ? { id: row.id, name: row.name, mimeType: row.mimeType, size: String(row.size) } : undefined;

/** A dispute row as DisputeService answers it. */
export function toDisputeMessage(row: DisputeRow): dispute.Dispute {
  return {
    id: row.id,
    callId: row.callId,
    openedBy: disputeNames.disputeSideNames.toProto(row.openedBy),
    reason: row.reason,
    description: row.description,
    resolution: disputeNames.disputeResolutionNames.toProto(row.resolution),
    // A decision shows once the dispute is resolved (its money has moved).
    status: disputeNames.disputeStatusNames.toProto(row.status),
    attachment: file(row.attachment),
    adminResolution: row.status === 'RESOLVED' && row.adminResolution ? disputeNames.disputeResolutionNames.toProto(row.adminResolution) : 0,
    adminAttachment: row.status === 'RESOLVED' ? file(row.adminAttachment) : undefined,
    refunded: row.status === 'RESOLVED' && row.refundedMinor ? money(row.refundedMinor) : undefined,
    compensation: row.status === 'RESOLVED' && row.compensationMinor ? money(row.compensationMinor) : undefined,
    note: row.status === 'RESOLVED' ? (row.note ?? undefined) : undefined,
    callPrice: money(row.callPriceMinor),
    createdAt: row.createdAt,
    resolvedAt: row.resolvedAt ?? undefined,
  };
}
