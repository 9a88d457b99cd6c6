import type { ledger } from '@helpwire/proto';
import { validateInput } from '@helpwire/service-kit';
import { PLATFORM_OWNER_ID } from '../ledger/account-kinds';
import { openAccountsInput } from '../ledger/ledger-inputs';
import { openOwnerAccounts } from '../store/ledger-accounts';
import type { PaymentDeps } from './deps';

/** Opens (or finds) an owner's ledger accounts: idempotent, safe to race. */
export async function openLedgerAccounts(deps: PaymentDeps, request: ledger.OpenAccountsRequest): Promise<ledger.OpenAccountsResponse> {
  const input = validateInput(openAccountsInput, request);
  const ownerId = input.ownerType === 'PLATFORM' ? PLATFORM_OWNER_ID : input.ownerId;
  const rows = await openOwnerAccounts(deps.db, input.ownerType, ownerId);
  return {
    accounts: rows.map((r) => ({
      id: r.id,
      ownerType: r.ownerType,
      ownerId: r.ownerId,
      kind: r.kind,
      currency: r.currency,
      debitsMustNotExceedCredits: r.debitsMustNotExceedCredits,
      creditsMustNotExceedDebits: r.creditsMustNotExceedDebits,
    })),
  };
}
