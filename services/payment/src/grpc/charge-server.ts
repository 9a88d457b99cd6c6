import { charge, paymentNames } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import type { TransactionRow } from '../store/transaction-queries';
import { getCallCharge, listCallCharges } from '../use-cases/get-call-charges';
import { authorizeCall, type AuthorizeOutcome } from '../use-cases/authorize-charge';
import { releaseCallHoldRequest } from '../use-cases/release-charge-hold';
import type { ChargeDeps } from '../use-cases/deps';
import { helperAnalytics } from '../use-cases/helper-analytics';
import { getTab, payTab } from '../use-cases/pay-tab';
import type { TabStanding } from '../use-cases/tab-standing';
import { listTransactions } from '../use-cases/list-transactions';
import { getMarketplaceMoney } from '../use-cases/marketplace-money';
import { getAccountMoney } from '../use-cases/account-money';

const OUTCOMES: Record<AuthorizeOutcome, charge.AuthorizeOutcome> = {
  AUTHORIZED: charge.AuthorizeOutcome.AUTHORIZE_OUTCOME_AUTHORIZED,
  NO_CARD: charge.AuthorizeOutcome.AUTHORIZE_OUTCOME_NO_CARD,
  NO_DEFAULT_CARD: charge.AuthorizeOutcome.AUTHORIZE_OUTCOME_NO_DEFAULT_CARD,
  TAB_UNPAID: charge.AuthorizeOutcome.AUTHORIZE_OUTCOME_TAB_UNPAID,
  DECLINED: charge.AuthorizeOutcome.AUTHORIZE_OUTCOME_DECLINED,
  AUTHENTICATION_REQUIRED: charge.AuthorizeOutcome.AUTHORIZE_OUTCOME_AUTHENTICATION_REQUIRED,
  AUTHENTICATION_ACTION: charge.AuthorizeOutcome.AUTHORIZE_OUTCOME_AUTHENTICATION_ACTION,
  AUTHENTICATION_FAILED: charge.AuthorizeOutcome.AUTHORIZE_OUTCOME_AUTHENTICATION_FAILED,
};

const usd = (amountMinor: bigint) => ({ currency: 'USD', amountMinor: amountMinor.toString() });

export function toTransactionMessage(row: TransactionRow): charge.Transaction {
  return {
    id: row.id,
    type: paymentNames.transactionTypeNames.toProto(row.type),
    amount: usd(row.amountMinor),
    categoryId: row.categoryId || undefined,
    payBy: paymentNames.payByNames.toProto(row.payBy),
    createdAt: row.createdAt,
    status: paymentNames.transactionStatusNames.toProto(row.status),
    callId: row.callId || undefined,
    billableSeconds: row.billableSeconds,
    refunded: usd(row.refundedMinor),
  };
}

function toTabMessage(tab: TabStanding): charge.GetTabResponse {
  return { owed: tab.owed.toProto(), blocked: tab.blocked, failureCode: tab.failureCode ?? undefined, oldestAt: tab.oldestAt ?? undefined };
}

/** The gRPC handlers of ChargeService: each maps one call to one use case. */
export function chargeHandlers(deps: ChargeDeps): AsyncHandlers<charge.ChargeServiceServer> {
  return {
    authorizeCall: async (request, ctx) => {
      const { outcome, hold, authentication } = await authorizeCall(deps, request, ctx);
      return {
        outcome: OUTCOMES[outcome],
        hold: hold?.toProto(),
        authentication: authentication && { ...authentication, provider: paymentNames.paymentProviderNames.toProto(authentication.provider) },
      };
    },
    releaseCallHold: (request, ctx) => releaseCallHoldRequest(deps, request, ctx),
    getTab: async (_request, ctx) => toTabMessage(await getTab(deps, ctx)),
    payTab: async (_request, ctx) => {
      const { result, tab } = await payTab(deps, ctx);
      return { tab: toTabMessage(tab), charged: usd(result.status === 'SUCCEEDED' ? result.charged.amountMinor : 0n) };
    },
    listTransactions: async (request, ctx) => {
      const { rows, callTotals, ...meta } = await listTransactions(deps, request, ctx);
      return {
        transactions: rows.map(toTransactionMessage),
        currentPage: meta.currentPage,
        lastPage: meta.lastPage,
        total: String(meta.total),
        callTotals: { amount: usd(callTotals.amountMinor), calls: callTotals.calls, billableSeconds: String(callTotals.billableSeconds) },
      };
    },
    getMarketplaceMoney: (request, ctx) => getMarketplaceMoney(deps, request, ctx),
    getAccountMoney: async (request, ctx) => {
      const { spent, earned, userRows, helperRows } = await getAccountMoney(deps, request, ctx);
      const totals = (t: typeof spent) => ({ amount: usd(t.amountMinor), calls: t.calls, billableSeconds: String(t.billableSeconds) });
      return {
        spent: totals(spent),
        earned: totals(earned),
        userTransactions: userRows.map(toTransactionMessage),
        helperTransactions: helperRows.map(toTransactionMessage),
      };
    },
    getHelperAnalytics: async (request, ctx) => {
      const { wallet, buckets } = await helperAnalytics(deps, request, ctx);
      return {
        wallet: {
          available: wallet.available.toProto(),
          pending: wallet.pending.toProto(),
          inWithdrawal: wallet.inWithdrawal.toProto(),
          totalEarned: wallet.totalEarned.toProto(),
          totalCalls: wallet.totalCalls,
          totalSeconds: String(wallet.totalSeconds),
          nextReleaseAt: wallet.nextRelease?.at,
          nextRelease: wallet.nextRelease?.amount.toProto(),
          lastReleaseAt: wallet.lastReleaseAt,
        },
        buckets: buckets.map((b) => ({
          start: b.start,
          earnings: b.earnings.toProto(),
          calls: b.calls,
          seconds: String(b.seconds),
          withdrawnRequested: b.withdrawnRequested.toProto(),
          withdrawnPaid: b.withdrawnPaid.toProto(),
          withdrawals: b.withdrawals,
        })),
      };
    },
    getCallCharge: async (request, ctx) => {
      const row = await getCallCharge(deps, request, ctx);
      return { transaction: row ? toTransactionMessage(row) : undefined };
    },
    listCallCharges: async (request, ctx) => ({ transactions: (await listCallCharges(deps, request, ctx)).map(toTransactionMessage) }),
  };
}

export const chargeServiceDefinition = charge.ChargeServiceService;
