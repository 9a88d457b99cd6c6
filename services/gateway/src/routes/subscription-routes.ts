import { routes } from '@helpwire/contracts';
import type { plan } from '@helpwire/proto';
import type { PromiseClient } from '@helpwire/service-kit';
import { defineRoute, type ApiRoute } from '../http/api-routes';
import { invoiceJson, planChangePreviewJson, subscriptionJson } from './subscription-json';

export interface SubscriptionRouteDeps {
  plans: PromiseClient<plan.PlanServiceClient>;
  deadlineMs: number;
}

const INVOICES_PAGE_SIZE = 20;

/** An invoice the RPC must answer: its absence is the payment service's fault (a 500), never the caller's. */
function required(invoice: plan.Invoice | undefined): plan.Invoice {
  if (!invoice) throw new Error('PlanService answered without the invoice');
  return invoice;
}

/**
 * The caller's storage subscription (decision 0085): PlanService's subscription RPCs, each on the
 * caller's own account (the payment service reads who from the session; no id of another account
 * is ever taken here).
 */
export function subscriptionRoutes({ plans, deadlineMs }: SubscriptionRouteDeps): ApiRoute[] {
  const call = { deadlineMs };
  return [
    defineRoute(routes.subscribedPlan.current, {
      tag: 'Subscription',
      summary:
        "The caller's plan in effect (FREE without a paid subscription), its period, the card it renews on, a scheduled cancellation or downgrade, and PAST_DUE's next retry and grace end",
      handler: async ({ identity }) => ({ data: subscriptionJson((await plans.getSubscription({}, { identity, ...call })).subscription) }),
    }),
    defineRoute(routes.subscribedPlan.preview, {
      tag: 'Subscription',
      summary:
        'What choosing planId would do: NOW (a new subscription or an upgrade) with what is due now and the unused time credited, or PERIOD_END (a downgrade or the free plan) charging nothing now',
      handler: async ({ query, identity }) => ({ data: planChangePreviewJson(await plans.previewPlanChange({ planId: query.planId }, { identity, ...call })) }),
    }),
    defineRoute(routes.subscribedPlan.change, {
      tag: 'Subscription',
      summary:
        'Subscribes to a paid plan or changes plan (an upgrade at once, prorated; a downgrade at the period end); a retry with the same idempotencyKey never charges twice; `action` when the bank asks for 3-D Secure',
      handler: async ({ body, identity }) => {
        const answer = await plans.changePlan({ planId: body.planId, idempotencyKey: body.idempotencyKey }, { identity, ...call });
        return {
          data: {
            subscription: subscriptionJson(answer.subscription),
            invoice: answer.invoice ? invoiceJson(answer.invoice) : null,
            action:
              answer.actionClientSecret && answer.actionPaymentIntentId
                ? { clientSecret: answer.actionClientSecret, paymentIntentId: answer.actionPaymentIntentId }
                : null,
          },
        };
      },
    }),
    defineRoute(routes.subscribedPlan.confirmPayment, {
      tag: 'Subscription',
      summary: "After the cardholder's 3-D Secure step of a plan payment: reads the payment back and activates the plan when it was paid",
      handler: async ({ body, identity }) => {
        const answer = await plans.confirmPlanPayment({ invoiceId: body.invoiceId }, { identity, ...call });
        return { data: { subscription: subscriptionJson(answer.subscription), invoice: invoiceJson(required(answer.invoice)) } };
      },
    }),
    defineRoute(routes.subscribedPlan.cancel, {
      tag: 'Subscription',
      summary: 'Cancels at the period end: the paid plan stays until then, and the free plan follows',
      handler: async ({ body, identity }) => ({
        data: subscriptionJson((await plans.cancelSubscription({ reason: body.reason ?? '' }, { identity, ...call })).subscription),
      }),
    }),
    defineRoute(routes.subscribedPlan.resume, {
      tag: 'Subscription',
      summary: 'Undoes a cancellation or a scheduled downgrade before the period ends',
      handler: async ({ identity }) => ({ data: subscriptionJson((await plans.resumeSubscription({}, { identity, ...call })).subscription) }),
    }),
    defineRoute(routes.subscribedPlan.invoices, {
      tag: 'Subscription',
      summary: "The caller's plan invoices, newest first, paged (limit 20 by default, page from 1)",
      handler: async ({ query, identity }) => {
        const page = query.page ?? 1;
        const limit = query.limit ?? INVOICES_PAGE_SIZE;
        const answer = await plans.listInvoices({ page, pageSize: limit }, { identity, ...call });
        return {
          data: answer.invoices.map(invoiceJson),
          meta: { currentPage: page, lastPage: Math.max(1, Math.ceil(answer.total / limit)), total: answer.total },
        };
      },
    }),
    defineRoute(routes.subscribedPlan.invoice, {
      tag: 'Subscription',
      summary: "One of the caller's invoices with its lines (the receipt); not found for anyone else's",
      handler: async ({ query, identity }) => ({
        data: invoiceJson(required((await plans.getInvoice({ invoiceId: query.invoiceId }, { identity, ...call })).invoice)),
      }),
    }),
    defineRoute(routes.subscribedPlan.sandboxAdvanceClock, {
      tag: 'Subscription',
      summary:
        "Test mode only (refused with Stripe): the caller's subscription clock moves to the next renewal or retry and it happens; answers the invoice it made or retried",
      handler: async ({ identity }) => {
        const answer = await plans.sandboxAdvanceClock({}, { identity, ...call });
        return { data: { subscription: subscriptionJson(answer.subscription), invoice: answer.invoice ? invoiceJson(answer.invoice) : null } };
      },
    }),
  ];
}
