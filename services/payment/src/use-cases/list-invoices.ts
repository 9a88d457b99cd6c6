import type { plan } from '@helpwire/proto';
import type { CallContext } from '@helpwire/service-kit';
import { invoicesOf } from '../store/invoice-store';
import type { SubscriptionDeps } from './deps';
import { invoiceMessageOf, subscriber } from './subscription-answers';

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 50;

/** The caller's invoices, newest first, a page at a time (page from 1; out-of-range values fall back to the defaults). */
export async function listInvoices(deps: SubscriptionDeps, request: plan.ListInvoicesRequest, ctx: CallContext): Promise<plan.ListInvoicesResponse> {
  const { accountId, language } = subscriber(ctx);
  const page = request.page >= 1 ? request.page : 1;
  const pageSize = request.pageSize >= 1 ? Math.min(request.pageSize, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
  const { rows, total } = await invoicesOf(deps.db, accountId, page, pageSize);
  return { invoices: await Promise.all(rows.map((row) => invoiceMessageOf(deps, row, language))), total };
}
