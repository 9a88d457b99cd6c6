import { paymentNames, type ledger } from '@helpwire/proto';
import type { PageMeta } from '@helpwire/service-kit';
import type { LedgerOutcome, Transfer } from '../domain/ledger/transfer';
import type { LedgerAccountRow } from '../store/ledger-accounts';
import type { LedgerBalance } from '../use-cases/get-ledger-balances';

/** The ledger use cases' results as LedgerService answers them: names back into enums, Money and bigint into their wire forms. */
export const toLedgerAccountMessage = (a: LedgerAccountRow): ledger.LedgerAccount => ({
  id: a.id,
  ownerType: paymentNames.ledgerOwnerTypeNames.toProto(a.ownerType),
  ownerId: a.ownerId,
  kind: paymentNames.ledgerAccountKindNames.toProto(a.kind),
  currency: a.currency,
  debitsMustNotExceedCredits: a.debitsMustNotExceedCredits,
  creditsMustNotExceedDebits: a.creditsMustNotExceedDebits,
});

export const toTransferMessage = (t: Transfer): ledger.Transfer => ({
  id: t.id,
  debitAccountId: t.debitAccountId,
  creditAccountId: t.creditAccountId,
  amount: t.amount.toProto(),
  kind: paymentNames.transferKindNames.toProto(t.kind),
  reference: t.reference,
  phase: paymentNames.transferPhaseNames.toProto(t.phase),
  pendingId: t.pendingId ?? undefined,
  createdAt: t.createdAt,
});

/** The answer of every write: the transfer, and whether it is the first result of a repeated key. */
export const toLedgerOutcomeMessage = (o: LedgerOutcome) => ({ transfer: toTransferMessage(o.transfer), replayed: o.replayed });

export const toAccountBalanceMessage = (b: LedgerBalance): ledger.AccountBalance => ({
  accountId: b.accountId,
  kind: paymentNames.ledgerAccountKindNames.toProto(b.kind),
  debitsPending: b.debitsPending.toProto(),
  debitsPosted: b.debitsPosted.toProto(),
  creditsPending: b.creditsPending.toProto(),
  creditsPosted: b.creditsPosted.toProto(),
  posted: b.posted.toProto(),
  available: b.available.toProto(),
  sequence: b.sequence.toString(),
});

export const toTransfersPageMessage = (page: PageMeta & { transfers: Transfer[] }): ledger.ListTransfersResponse => ({
  transfers: page.transfers.map(toTransferMessage),
  currentPage: page.currentPage,
  lastPage: page.lastPage,
  total: String(page.total),
});
