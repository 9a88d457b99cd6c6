import { paymentNames, type ledger } from '@helpwire/proto';
import type { PageMeta } from '@helpwire/service-kit';
import type { LedgerOutcome, Transfer } from '../ledger/transfer';
import type { LedgerAccountRow } from '../store/ledger-accounts';
import type { LedgerBalance } from '../use-cases/ledger-get-balances';

/** The ledger use cases' results as LedgerService answers them: names back into enums, Money and bigint into their wire forms. */
export const toProto = {
  account: (a: LedgerAccountRow): ledger.LedgerAccount => ({
    id: a.id,
    ownerType: paymentNames.ledgerOwnerTypeNames.toProto(a.ownerType),
    ownerId: a.ownerId,
    kind: paymentNames.ledgerAccountKindNames.toProto(a.kind),
    currency: a.currency,
    debitsMustNotExceedCredits: a.debitsMustNotExceedCredits,
    creditsMustNotExceedDebits: a.creditsMustNotExceedDebits,
  }),

  transfer: (t: Transfer): ledger.Transfer => ({
    id: t.id,
    debitAccountId: t.debitAccountId,
    creditAccountId: t.creditAccountId,
    amount: t.amount.toProto(),
    kind: paymentNames.transferKindNames.toProto(t.kind),
    reference: t.reference,
    phase: paymentNames.transferPhaseNames.toProto(t.phase),
    pendingId: t.pendingId ?? undefined,
    createdAt: t.createdAt,
  }),

  /** The answer of every write: the transfer, and whether it is the first result of a repeated key. */
  outcome: (o: LedgerOutcome) => ({ transfer: toProto.transfer(o.transfer), replayed: o.replayed }),

  balance: (b: LedgerBalance): ledger.AccountBalance => ({
    accountId: b.accountId,
    kind: paymentNames.ledgerAccountKindNames.toProto(b.kind),
    debitsPending: b.debitsPending.toProto(),
    debitsPosted: b.debitsPosted.toProto(),
    creditsPending: b.creditsPending.toProto(),
    creditsPosted: b.creditsPosted.toProto(),
    posted: b.posted.toProto(),
    available: b.available.toProto(),
    sequence: b.sequence.toString(),
  }),

  transfersPage: (page: PageMeta & { transfers: Transfer[] }): ledger.ListTransfersResponse => ({
    transfers: page.transfers.map(toProto.transfer),
    currentPage: page.currentPage,
    lastPage: page.lastPage,
    total: String(page.total),
  }),
};
