import type { ledger } from '@helpwire/proto';
import { AppError, Money, validateInput } from '@helpwire/service-kit';
import { balanceOf } from '../ledger/account-totals';
import { getBalancesInput } from '../ledger/ledger-inputs';
import { accountTotals } from '../store/ledger-queries';
import type { PaymentDeps } from './deps';

/** The balances of accounts, read from each one's latest entry (O(1) however many transfers it has). */
export async function getLedgerBalances(deps: PaymentDeps, request: ledger.GetBalancesRequest): Promise<ledger.GetBalancesResponse> {
  const ids = [...new Set(validateInput(getBalancesInput, request).accountIds)];
  const rows = await accountTotals(deps.db, ids);
  if (rows.length !== ids.length) throw AppError.notFound('Ledger account not found.', 'PAYMENT_ACCOUNT_NOT_FOUND');
  return {
    balances: rows.map((r) => {
      const money = (cents: bigint) => Money.of(cents, r.currency).toProto();
      const balance = balanceOf(r.kind, r.totals, r.currency);
      return {
        accountId: r.accountId,
        kind: r.kind,
        debitsPending: money(r.totals.debitsPending),
        debitsPosted: money(r.totals.debitsPosted),
        creditsPending: money(r.totals.creditsPending),
        creditsPosted: money(r.totals.creditsPosted),
        posted: balance.posted.toProto(),
        available: balance.available.toProto(),
        sequence: r.seq.toString(),
      };
    }),
  };
}
