import type { withdrawal } from '@helpwire/proto';
import { requireRole, type CallContext } from '@helpwire/service-kit';
import type { WithdrawalDeps } from './deps';
import { getLedgerBalances } from './ledger-get-balances';
import { helperAccounts } from './withdrawal-accounts';

/**
 * GET /withdraw/helper/wallet: the helper's balances, read from the ledger: available (may be
 * withdrawn), pending (earned in the last 72 hours or held by a dispute) and in withdrawal (held).
 */
export async function getWallet(deps: WithdrawalDeps, ctx: CallContext): Promise<withdrawal.GetWalletResponse> {
  const { userId } = requireRole(ctx, 'HELPER');
  const accounts = await helperAccounts(deps, userId);
  const { balances } = await getLedgerBalances(deps, { accountIds: [accounts.available, accounts.pending, accounts.hold] });
  const [available, pending, hold] = balances.map((balance) => balance.available.toProto());
  return { available, pending, inWithdrawal: hold };
}
