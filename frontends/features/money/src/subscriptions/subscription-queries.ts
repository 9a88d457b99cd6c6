import type { Card, ChangePlanResult, Invoice, PlanChangePreview, RecordingList, StoragePlan, Subscription } from '@helpwire/contracts';
import { useMutation, useQuery, useQueryClient } from '@helpwire/libs/query';
import { useTranslation } from '@helpwire/libs/i18n';
import { subscribedPlanRoutes } from '@helpwire/contracts/subscribed-plan-routes';
import { api, routes, type ApiCallOptions } from '@helpwire/web-core';

/** The caller's subscription routes (apart from `routes`: not in what `/` loads). */
const { subscribedPlan } = subscribedPlanRoutes;

/**
 * Every call the Subscribed Plan page makes (decision 0085), through the typed client of the route
 * catalogue. Errors are not toasted by the client: the page says what happened where it happened.
 */
const quiet: ApiCallOptions = { toastErrors: false };

export const SUBSCRIPTION_KEY = ['subscription', 'current'] as const;
const INVOICES_KEY = ['subscription', 'invoices'] as const;
/** The recordings' list (the calls feature reads the same key): its `storage` is what the account fills. */
const RECORDINGS_KEY = ['recording', 'all'] as const;
const CARDS_KEY = ['payment', 'saved-cards'] as const;

export function useSubscription() {
  return useQuery({ queryKey: SUBSCRIPTION_KEY, queryFn: async (): Promise<Subscription> => (await api(subscribedPlan.current, undefined, quiet)).data });
}

/** The plans on sale, named in the reader's language. */
export function usePlans() {
  const language = useTranslation().i18n.language;
  return useQuery({
    queryKey: ['storage-plans', language],
    queryFn: async (): Promise<StoragePlan[]> => (await api(routes.subscription.plans, undefined, quiet)).data,
    staleTime: 5 * 60_000,
  });
}

/** What choosing `planId` would charge now and when it takes effect; read again each time it is opened. */
export function usePlanPreview(planId: string | undefined) {
  return useQuery({
    queryKey: ['subscription', 'preview', planId],
    queryFn: async (): Promise<PlanChangePreview> => (await api(subscribedPlan.preview, { planId: planId! }, quiet)).data,
    enabled: !!planId,
    staleTime: 0,
    gcTime: 0,
  });
}

/** The storage the account's recordings fill now (GET /recording/getAllrecordings' `storage`). */
export function useStorageUsed() {
  return useQuery({
    queryKey: RECORDINGS_KEY,
    queryFn: async (): Promise<RecordingList> => (await api(routes.recording.getAllrecordings, undefined, quiet)).data,
    select: (list) => list.storage,
  });
}

/** The saved cards: a plan renews on the default one. */
export function useCards() {
  return useQuery({ queryKey: CARDS_KEY, queryFn: async (): Promise<Card[]> => (await api(routes.payment.savedCards, undefined, quiet)).data });
}

export function useInvoices() {
  return useQuery({
    queryKey: INVOICES_KEY,
    queryFn: async (): Promise<Invoice[]> => (await api(subscribedPlan.invoices, { page: 1, limit: 50 }, quiet)).data,
  });
}

export function useInvoice(invoiceId: string | undefined) {
  return useQuery({
    queryKey: ['subscription', 'invoice', invoiceId],
    queryFn: async (): Promise<Invoice> => (await api(subscribedPlan.invoice, { invoiceId: invoiceId! }, quiet)).data,
    enabled: !!invoiceId,
  });
}

/** After anything that changes the plan: the plan, its invoices and the quota the recordings show are read again. */
function useRefresh() {
  const client = useQueryClient();
  return (subscription?: Subscription) => {
    if (subscription) client.setQueryData(SUBSCRIPTION_KEY, subscription);
    return Promise.all([
      client.invalidateQueries({ queryKey: SUBSCRIPTION_KEY }),
      client.invalidateQueries({ queryKey: INVOICES_KEY }),
      client.invalidateQueries({ queryKey: RECORDINGS_KEY }),
    ]);
  };
}

/** POST /subscription/change with the choice's idempotency key: a retry of the same choice never charges twice. */
export function useChangePlan() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { planId: string; idempotencyKey: string }): Promise<ChangePlanResult> => (await api(subscribedPlan.change, input, quiet)).data,
    onSuccess: (result) => refresh(result.subscription),
  });
}

/** POST /subscription/confirm-payment: after the bank's 3-D Secure step, the payment is read back. */
export function useConfirmPlanPayment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (invoiceId: string) => (await api(subscribedPlan.confirmPayment, { invoiceId }, quiet)).data,
    onSettled: (result) => refresh(result?.subscription),
  });
}

export function useCancelPlan() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (): Promise<Subscription> => (await api(subscribedPlan.cancel, {}, quiet)).data,
    onSuccess: (subscription) => refresh(subscription),
  });
}

/** Undoes a cancellation or a scheduled downgrade. */
export function useResumePlan() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (): Promise<Subscription> => (await api(subscribedPlan.resume, {}, quiet)).data,
    onSuccess: (subscription) => refresh(subscription),
  });
}

/** Test mode: the subscription's clock moves to the next renewal or retry. */
export function useAdvanceClock() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async () => (await api(subscribedPlan.sandboxAdvanceClock, {}, quiet)).data,
    onSettled: (result) => refresh(result?.subscription),
  });
}

/** A fresh key for one choice of plan (kept while that choice is retried). */
export const newIdempotencyKey = (planId: string): string =>
  `plan-${planId}-${typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`}`;
