import { ledger, paymentNames } from '@helpwire/proto';
import { ACCOUNT_KINDS, OWNER_TYPES } from '../domain/ledger/account-kinds';
import { TRANSFER_PHASES } from '../domain/ledger/transfer';
import { TRANSFER_KINDS } from '../domain/ledger/transfer-kinds';
import { fromOpenAccountsRequest, fromTransferRequest } from './ledger-request-messages';

describe('the ledger at its gRPC boundary', () => {
  it.each([
    ['owner types', OWNER_TYPES, paymentNames.ledgerOwnerTypeNames.names],
    ['account kinds', ACCOUNT_KINDS, paymentNames.ledgerAccountKindNames.names],
    ['transfer kinds', TRANSFER_KINDS, paymentNames.transferKindNames.names],
    ['transfer phases', TRANSFER_PHASES, paymentNames.transferPhaseNames.names],
  ])('the domain has exactly the %s the proto enum names (a kind added on one side only fails here)', (_what, domain, proto) => {
    expect([...proto].sort()).toEqual([...domain].sort());
  });

  it('turns the enums of a request into the names the use cases check', () => {
    const request = {
      id: 'k',
      debitAccountId: 'd',
      creditAccountId: 'c',
      amount: { currency: 'USD', amountMinor: '5' },
      kind: ledger.TransferKind.TRANSFER_KIND_EARNINGS_RELEASE,
      reference: 'r',
    };
    expect(fromTransferRequest(request)).toEqual({ ...request, kind: 'EARNINGS_RELEASE' });
    expect(fromOpenAccountsRequest({ ownerType: ledger.LedgerOwnerType.LEDGER_OWNER_TYPE_HELPER, ownerId: 'h' })).toEqual({
      ownerType: 'HELPER',
      ownerId: 'h',
    });
    expect(fromOpenAccountsRequest({ ownerType: ledger.LedgerOwnerType.LEDGER_OWNER_TYPE_PLATFORM })).toEqual({ ownerType: 'PLATFORM', ownerId: undefined });
  });

  it('gives UNSPECIFIED no name (refused as missing) and an unknown value its number (refused by name)', () => {
    const request = { id: 'k', debitAccountId: 'd', creditAccountId: 'c', reference: '' };
    expect(fromTransferRequest({ ...request, kind: ledger.TransferKind.TRANSFER_KIND_UNSPECIFIED }).kind).toBe('');
    expect(fromTransferRequest({ ...request, kind: 42 as ledger.TransferKind }).kind).toBe('42');
    expect(fromOpenAccountsRequest({ ownerType: ledger.LedgerOwnerType.LEDGER_OWNER_TYPE_UNSPECIFIED, ownerId: 'u' }).ownerType).toBe('');
  });
});
