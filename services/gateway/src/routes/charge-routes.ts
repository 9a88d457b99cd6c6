import { routes, TransactionTexts, type Tab, type Transaction, type TransactionPage, type TransactionRange } from '@helpwire/contracts';
import { charge, paymentNames } from '@helpwire/proto';
import type { Identity, PromiseClient } from '@helpwire/service-kit';
import { defineRoute, type ApiRoute } from '../http/api-routes';

export interface ChargeRouteDeps {
  charges: PromiseClient<charge.ChargeServiceClient>;
  deadlineMs: number;
}

const RANGES: Record<TransactionRange, charge.TransactionRange> = {
  this_week: charge.TransactionRange.TRANSACTION_RANGE_THIS_WEEK,
  last_week: charge.TransactionRange.TRANSACTION_RANGE_LAST_WEEK,
  this_month: charge.TransactionRange.TRANSACTION_RANGE_THIS_MONTH,
  last_month: charge.TransactionRange.TRANSACTION_RANGE_LAST_MONTH,
  this_year: charge.TransactionRange.TRANSACTION_RANGE_THIS_YEAR,
  last_year: charge.TransactionRange.TRANSACTION_RANGE_LAST_YEAR,
};

export const toTransaction = (t: charge.Transaction): Transaction => ({
  id: t.id,
  type: paymentNames.transactionTypeNames.nameOf(t.type),
  amountCents: t.amount?.amountMinor ?? '0',
  currency: t.amount?.currency ?? 'USD',
  categoryId: t.categoryId ?? null,
  payBy: paymentNames.payByNames.nameOf(t.payBy),
  createdAt: (t.createdAt ?? new Date(0)).toISOString(),
  status: paymentNames.transactionStatusNames.nameOf(t.status),
  callId: t.callId ?? null,
  billableSeconds: t.billableSeconds,
  refundedCents: t.refunded?.amountMinor ?? '0',
});

const toTab = (t: charge.GetTabResponse | undefined): Tab => ({
  owedCents: t?.owed?.amountMinor ?? '0',
  currency: t?.owed?.currency || 'USD',
  blocked: t?.blocked ?? false,
  failureCode: t?.failureCode ?? null,
  oldestAt: t?.oldestAt ? t.oldestAt.toISOString() : null,
});

/** A page of the caller's transactions, by the REST query's names. */
export async function listTransactions(
  charges: PromiseClient<charge.ChargeServiceClient>,
  query: { range?: TransactionRange; status?: Transaction['status']; page?: number; limit?: number },
  options: { identity: Identity; deadlineMs: number },
): Promise<TransactionPage> {
  const page = await charges.listTransactions(
    {
      range: query.range ? RANGES[query.range] : 0,
      status: query.status ? paymentNames.transactionStatusNames.toProto(query.status) : 0,
      page: query.page,
      limit: query.limit,
    },
    options,
  );
  const totals = page.callTotals;
  return {
    transactions: page.transactions.map(toTransaction),
    currentPage: page.currentPage,
    lastPage: page.lastPage,
    total: Number(page.total),
    callTotals: { amountCents: totals?.amount?.amountMinor ?? '0', calls: totals?.calls ?? 0, billableSeconds: Number(totals?.billableSeconds ?? 0) },
  };
}

/** The money after the call (issue 13): transactions, a call's charge, the user's tab and "pay now". */
export function chargeRoutes({ charges, deadlineMs }: ChargeRouteDeps): ApiRoute[] {
  const call = { deadlineMs };
  return [
    defineRoute(routes.transaction.all, {
      tag: 'Transactions',
      summary:
        "The caller's transactions, newest first: a user's call charges and tab charges, a helper's earnings per call; filter by status and range (this/last week, month, year). callTotals: the calls' amount, count and billable seconds over every page of the filter",
      handler: async ({ query, identity }) => {
        const data = await listTransactions(charges, query, { identity, ...call });
        return { data, message: data.total === 0 ? TransactionTexts.noTransactions : undefined };
      },
    }),
    defineRoute(routes.transaction.callCharge, {
      tag: 'Transactions',
      summary: "What one of the caller's calls cost (a user) or earned (a helper); null while it is not charged, and for anyone else's call",
      handler: async ({ query, identity }) => {
        const { transaction } = await charges.getCallCharge({ callId: query.callId }, { identity, ...call });
        return { data: { transaction: transaction ? toTransaction(transaction) : null } };
      },
    }),
    defineRoute(routes.payment.tab, {
      tag: 'Payment',
      summary: "The user's tab: calls not yet charged to the card (charged at $10 or after 7 days), and whether a failed charge blocks new calls",
      handler: async ({ identity }) => ({ data: toTab(await charges.getTab({}, { identity, ...call })) }),
    }),
    defineRoute(routes.payment.payTab, {
      tag: 'Payment',
      summary: '"Pay now": charges the tab to the default card at once; a refused card answers PAYMENT_TAB_CHARGE_FAILED and the tab stays owed',
      handler: async ({ identity }) => {
        const paid = await charges.payTab({}, { identity, ...call });
        const chargedCents = paid.charged?.amountMinor ?? '0';
        return { data: { tab: toTab(paid.tab), chargedCents }, message: chargedCents === '0' ? TransactionTexts.nothingOwed : TransactionTexts.tabPaid };
      },
    }),
  ];
}
