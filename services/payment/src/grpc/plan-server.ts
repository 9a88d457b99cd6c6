import { plan } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import { advanceSandboxClock } from '../use-cases/advance-sandbox-clock';
import { cancelSubscription } from '../use-cases/cancel-subscription';
import { changePlan } from '../use-cases/change-plan';
import { confirmPlanPayment } from '../use-cases/confirm-plan-payment';
import type { SubscriptionDeps } from '../use-cases/deps';
import { getInvoice } from '../use-cases/get-invoice';
import { getStorageEntitlement } from '../use-cases/get-storage-entitlement';
import { getSubscription } from '../use-cases/get-subscription';
import { listInvoices } from '../use-cases/list-invoices';
import { listStoragePlans } from '../use-cases/list-storage-plans';
import { previewPlanChange } from '../use-cases/preview-plan-change';
import { refundInvoice } from '../use-cases/refund-invoice';
import { resumeSubscription } from '../use-cases/resume-subscription';

/** The gRPC handlers of PlanService: each maps one call to one use case (the subscription ones act on x-user-id's own account). */
export function planHandlers(deps: SubscriptionDeps): AsyncHandlers<plan.PlanServiceServer> {
  return {
    listStoragePlans: (_request, ctx) => listStoragePlans(deps, ctx),
    getSubscription: (_request, ctx) => getSubscription(deps, ctx),
    previewPlanChange: (request, ctx) => previewPlanChange(deps, request, ctx),
    changePlan: (request, ctx) => changePlan(deps, request, ctx),
    confirmPlanPayment: (request, ctx) => confirmPlanPayment(deps, request, ctx),
    cancelSubscription: (request, ctx) => cancelSubscription(deps, request, ctx),
    resumeSubscription: (_request, ctx) => resumeSubscription(deps, ctx),
    listInvoices: (request, ctx) => listInvoices(deps, request, ctx),
    getInvoice: (request, ctx) => getInvoice(deps, request, ctx),
    sandboxAdvanceClock: (_request, ctx) => advanceSandboxClock(deps, ctx),
    getStorageEntitlement: (request) => getStorageEntitlement(deps, request),
    refundInvoice: (request, ctx) => refundInvoice(deps, request, ctx),
  };
}

export const planServiceDefinition = plan.PlanServiceService;
