import { paymentNames, type common, type EnumNames, type ledger } from '@helpwire/proto';

/**
 * The LedgerService requests as the ledger use cases read them: enums as the names the domain and
 * ledger/ledger-inputs.ts check ("HELPER", "CALL_CHARGE"), so a use case checks a name the same way
 * whichever way it came (gRPC, a test, the bench). UNSPECIFIED becomes "" (refused as today:
 * "kind: required", "ownerType: USER, HELPER or PLATFORM"); a value this build does not know (a
 * newer caller's transfer kind) becomes its number, which the ledger refuses by name
 * ("Unknown transfer kind: 9.", PAYMENT_TRANSFER_KIND_INVALID). Amounts stay the wire's Money until
 * the use case reads them (PAYMENT_AMOUNT_INVALID).
 */
export interface OpenAccountsInput {
  ownerType: string;
  /** Absent for PLATFORM. */
  ownerId?: string;
}

/** PostTransfer and CreatePending. */
export interface TransferInput {
  id: string;
  debitAccountId: string;
  creditAccountId: string;
  amount?: common.Money;
  kind: string;
  reference: string;
}

export interface PostPendingInput {
  id: string;
  pendingId: string;
  /** Absent posts the whole pending amount. */
  amount?: common.Money;
}

export interface VoidPendingInput {
  id: string;
  pendingId: string;
}

export interface ReverseTransferInput {
  id: string;
  transferId: string;
}

export interface GetBalancesInput {
  accountIds: string[];
}

export interface ListTransfersInput {
  accountId: string;
  page?: number;
  limit?: number;
}

const nameOf = (names: EnumNames<string, number>, value: number): string => (value === 0 ? '' : (names.fromProto(value) ?? String(value)));

export const fromOpenAccountsRequest = (r: ledger.OpenAccountsRequest): OpenAccountsInput => ({
  ownerType: nameOf(paymentNames.ledgerOwnerTypeNames, r.ownerType),
  ownerId: r.ownerId,
});
export const fromTransferRequest = (r: ledger.PostTransferRequest | ledger.CreatePendingRequest): TransferInput => ({
  ...r,
  kind: nameOf(paymentNames.transferKindNames, r.kind),
});
