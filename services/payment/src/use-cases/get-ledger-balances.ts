import { AppError, Money, validateInput } from '@helpwire/service-kit';
import type { GetBalancesInput } from '../grpc/ledger-request-messages';
import type { AccountKind } from '../domain/ledger/account-kinds';
import { balanceOf } from '../domain/ledger/account-totals';
import { getBalancesInput } from '../domain/ledger/ledger-inputs';
import { accountTotals } from '../store/ledger-queries';
import type { LedgerDeps } from './deps';

/** An account's totals after its latest entry, its posted balance and what may still be debited. */
export interface LedgerBalance {
  accountId: string;
  kind: AccountKind;
  debitsPending: Money;
  debitsPosted: Money;
  creditsPending: Money;
  creditsPosted: Money;
  posted: Money;
  available: Money;
  /** The number of entries on the account. */
  sequence: bigint;
}

/** The balances of accounts, read from each one's latest entry (O(1) however many transfers it has). */
export async function getLedgerBalances(deps: LedgerDeps, request: GetBalancesInput): Promise<{ balances: LedgerBalance[] }> {
  const ids = [...new Set(validateInput(getBalancesInput, request).accountIds)];
  const rows = await accountTotals(deps.db, ids);
  if (rows.length !== ids.length) throw AppError.notFound('Ledger account not found.', 'PAYMENT_ACCOUNT_NOT_FOUND');
  return {
    balances: rows.map((r) => {
      const money = (cents: bigint) => Money.of(cents, r.currency);
      const { posted, available } = balanceOf(r.kind, r.totals, r.currency);
      return {
        accountId: r.accountId,
        kind: r.kind,
        debitsPending: money(r.totals.debitsPending),
        debitsPosted: money(r.totals.debitsPosted),
        creditsPending: money(r.totals.creditsPending),
        creditsPosted: money(r.totals.creditsPosted),
        posted,
        available,
        sequence: r.seq,
      };
    }),
  };
}
