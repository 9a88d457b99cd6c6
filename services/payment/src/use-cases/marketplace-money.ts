import type { charge } from '@helpwire/proto';
import { AppError, Money, requireRole, type CallContext } from '@helpwire/service-kit';
import { LEDGER_CURRENCY } from '../domain/ledger/account-kinds';
import { marketplaceMoneySince } from '../store/marketplace-money-queries';
import type { ChargeDeps } from './deps';

/** The console's overview (ADMIN only): charges, commission and refunds since `since`, and the money queues now. */
export async function getMarketplaceMoney(
  deps: ChargeDeps,
  request: charge.GetMarketplaceMoneyRequest,
  ctx: CallContext,
): Promise<charge.GetMarketplaceMoneyResponse> {
  requireRole(ctx, 'ADMIN');
  if (!request.since || Number.isNaN(request.since.getTime())) throw AppError.invalid('since is required', 'VALIDATION_FAILED');
  const money = await marketplaceMoneySince(deps.db, request.since);
  const usd = (minor: bigint) => Money.of(minor, LEDGER_CURRENCY).toProto();
  return {
    charged: usd(money.charged),
    commission: usd(money.commission),
    refunded: usd(money.refunded),
    pendingWithdrawals: money.pendingWithdrawals,
    pendingWithdrawalsTotal: usd(money.pendingWithdrawalsTotal),
    openDisputes: money.openDisputes,
  };
}
