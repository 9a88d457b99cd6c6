import { AppError } from '@helpwire/service-kit';
import { PLATFORM_OWNER_ID } from '../domain/ledger/account-kinds';
import { openOwnerAccounts } from '../store/ledger-accounts';
import type { LedgerDeps } from './deps';

export interface HelperLedgerAccounts {
  pending: string;
  available: string;
  hold: string;
}

/** The helper's ledger accounts (opened on first use: safe to race). */
export async function helperAccounts(deps: LedgerDeps, helperId: string): Promise<HelperLedgerAccounts> {
  const rows = await openOwnerAccounts(deps.db, 'HELPER', helperId);
  const id = (kind: string) => rows.find((row) => row.kind === kind)!.id;
  return { pending: id('HELPER_EARNINGS_PENDING'), available: id('HELPER_EARNINGS_AVAILABLE'), hold: id('HELPER_WITHDRAWAL_HOLD') };
}

/** The platform's payouts account: the counter-account of money sent to helpers' banks. */
export async function platformPayoutsAccount(deps: LedgerDeps): Promise<string> {
  const rows = await openOwnerAccounts(deps.db, 'PLATFORM', PLATFORM_OWNER_ID);
  return rows.find((row) => row.kind === 'PLATFORM_PAYOUTS')!.id;
}

/** The ledger transfers of a withdrawal (decision 0032): their ids are its id and the step. */
export const withdrawalTransferIds = (withdrawalId: string) => ({
  hold: `${withdrawalId}:hold`,
  payout: `${withdrawalId}:payout`,
  release: `${withdrawalId}:release`,
});

/** The ledger's refusal with this reason, or undefined for any other failure. */
export function ledgerRefusal(error: unknown, reason: 'PAYMENT_INSUFFICIENT_FUNDS' | 'PAYMENT_IDEMPOTENCY_CONFLICT'): AppError | undefined {
  return error instanceof AppError && error.reason === reason ? error : undefined;
}
