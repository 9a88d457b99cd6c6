import type { withdrawal } from '@helpwire/proto';
import { requireRole, type CallContext, type Money } from '@helpwire/service-kit';
import type { LedgerDeps } from './deps';
import { getLedgerBalances } from './get-ledger-balances';
import { helperAccounts } from './withdrawal-accounts';

/**
 * GET /withdraw/helper/wallet: the helper's balances, read from the ledger: available (may be
 * withdrawn), pending (earned in the last 72 hours or held by a dispute) and in withdrawal (held).
 */
export async function getWallet(deps: LedgerDeps, ctx: CallContext): Promise<withdrawal.GetWalletResponse> {
  const { userId } = requireRole(ctx, 'HELPER');
  const wallet = await helperWallet(deps, userId);
  return { available: wallet.available.toProto(), pending: wallet.pending.toProto(), inWithdrawal: wallet.inWithdrawal.toProto() };
}

/** A helper's wallet from the ledger (also the earnings page's, through GetHelperAnalytics). */
export async function helperWallet(deps: LedgerDeps, helperId: string): Promise<{ available: Money; pending: Money; inWithdrawal: Money }> {
  const accounts = await helperAccounts(deps, helperId);
  const { balances } = await getLedgerBalances(deps, { accountIds: [accounts.available, accounts.pending, accounts.hold] });
  const [available, pending, inWithdrawal] = balances.map((balance) => balance.available);
  return { available: available!, pending: pending!, inWithdrawal: inWithdrawal! };
}
