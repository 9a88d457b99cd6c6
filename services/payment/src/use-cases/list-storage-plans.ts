import type { plan } from '@helpwire/proto';
import type { CallContext, Database } from '@helpwire/service-kit';
import { toStoragePlanMessage } from '../grpc/plan-messages';
import { plansOnSale } from '../store/plan-queries';

/** The recording storage plans on sale, cheapest first, named in the caller's language (anyone may read them). */
export async function listStoragePlans(deps: { db: Database }, ctx: CallContext): Promise<plan.ListStoragePlansResponse> {
  const language = ctx.identity.language === 'ar' ? 'ar' : 'en';
  return { plans: (await plansOnSale(deps.db)).map((row) => toStoragePlanMessage(row, language)) };
}
