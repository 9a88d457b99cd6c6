import { validateInput } from '@helpwire/service-kit';
import type { OpenAccountsInput } from '../grpc/ledger-request-messages';
import { PLATFORM_OWNER_ID } from '../domain/ledger/account-kinds';
import { openAccountsInput } from '../domain/ledger/ledger-inputs';
import { openOwnerAccounts, type LedgerAccountRow } from '../store/ledger-accounts';
import type { LedgerDeps } from './deps';

/** Opens (or finds) an owner's ledger accounts: idempotent, safe to race. */
export async function openLedgerAccounts(deps: LedgerDeps, request: OpenAccountsInput): Promise<{ accounts: LedgerAccountRow[] }> {
  const input = validateInput(openAccountsInput, request);
  const ownerId = input.ownerType === 'PLATFORM' ? PLATFORM_OWNER_ID : input.ownerId!;
  return { accounts: await openOwnerAccounts(deps.db, input.ownerType, ownerId) };
}
