import { LedgerAccountKind, LedgerOwnerType, TransferKind, TransferPhase } from '../gen/helpwire/payment/v1/ledger';
import { PaymentProvider, SetupStatus } from '../gen/helpwire/payment/v1/payment';
import { ledgerAccountKindNames, ledgerOwnerTypeNames, paymentProviderNames, setupStatusNames, transferKindNames, transferPhaseNames } from './payment-names';

/** The values of a ts-proto enum other than the zero (UNSPECIFIED) and UNRECOGNIZED (-1). */
const namedValues = (e: Record<string, string | number>) => Object.values(e).filter((v): v is number => typeof v === 'number' && v > 0);

describe('payment enum names', () => {
  it.each([
    ['PaymentProvider', PaymentProvider, paymentProviderNames],
    ['SetupStatus', SetupStatus, setupStatusNames],
    ['LedgerOwnerType', LedgerOwnerType, ledgerOwnerTypeNames],
    ['LedgerAccountKind', LedgerAccountKind, ledgerAccountKindNames],
    ['TransferKind', TransferKind, transferKindNames],
    ['TransferPhase', TransferPhase, transferPhaseNames],
  ] as const)('every %s value has exactly one name and comes back from it', (_enum, values, names) => {
    const mapped = namedValues(values).map((value) => names.fromProto(value));
    expect(mapped.every((name) => name !== undefined)).toBe(true);
    expect(new Set(mapped).size).toBe(names.names.length);
    for (const name of names.names) expect(names.fromProto(names.toProto(name as never))).toBe(name);
  });

  it("names the ledger's values as its tables and rules do, and leaves UNSPECIFIED unnamed", () => {
    expect(ledgerOwnerTypeNames.names).toEqual(['USER', 'HELPER', 'PLATFORM']);
    expect(ledgerAccountKindNames.toProto('HELPER_WITHDRAWAL_HOLD')).toBe(LedgerAccountKind.LEDGER_ACCOUNT_KIND_HELPER_WITHDRAWAL_HOLD);
    expect(transferKindNames.fromProto(TransferKind.TRANSFER_KIND_EARNINGS_RELEASE)).toBe('EARNINGS_RELEASE');
    expect(transferPhaseNames.nameOf(TransferPhase.TRANSFER_PHASE_POST_PENDING)).toBe('POST_PENDING');
    expect(transferKindNames.fromProto(TransferKind.TRANSFER_KIND_UNSPECIFIED)).toBeUndefined();
    expect(transferKindNames.fromProto(99)).toBeUndefined();
    expect(() => transferPhaseNames.nameOf(TransferPhase.TRANSFER_PHASE_UNSPECIFIED)).toThrow(/SINGLE, PENDING, POST_PENDING, VOID_PENDING/);
  });
});
