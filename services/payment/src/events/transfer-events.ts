import { paymentNames } from '@helpwire/proto';
import { emitMany, PaymentEvents, type Transaction } from '@helpwire/service-kit';
import type { Transfer } from '../domain/ledger/transfer';

/**
 * helpwire.payment.transfer_committed, one per committed transfer of a batch, in the batch's
 * transaction (one statement; the kit fills each event's id and occurred_at). The kind and phase go
 * on the wire as the ledger's enums.
 */
export async function enqueueTransfersCommitted(tx: Transaction, transfers: readonly Transfer[]): Promise<void> {
  await emitMany(
    tx,
    PaymentEvents.transferCommitted,
    transfers.map((t) => ({
      transferId: t.id,
      debitAccountId: t.debitAccountId,
      creditAccountId: t.creditAccountId,
      amount: t.amount.toProto(),
      kind: paymentNames.transferKindNames.toProto(t.kind),
      reference: t.reference,
      phase: paymentNames.transferPhaseNames.toProto(t.phase),
      pendingId: t.pendingId ?? undefined,
    })),
  );
}
