import type { plan } from '@helpwire/proto';
import { validateInput } from '@helpwire/service-kit';
import { ValidationTexts } from '@helpwire/contracts';
import { z } from 'zod';
import { liveSubscriptionOf } from '../store/subscription-store';
import type { SubscriptionDeps } from './deps';
import { planInEffect } from './subscription-answers';

const input = z.object({ accountId: z.uuid(ValidationTexts.invalidId) });

/**
 * For the services that store recordings (call): what an account may fill now, its paid plan's
 * while in effect (PAST_DUE included, until grace ends), the free plan's otherwise. For repair: the
 * call service keeps storage_entitlement_changed's latest on its own.
 */
export async function getStorageEntitlement(deps: SubscriptionDeps, request: plan.GetStorageEntitlementRequest): Promise<plan.GetStorageEntitlementResponse> {
  const { accountId } = validateInput(input, request);
  const plan = await planInEffect(deps, await liveSubscriptionOf(deps.db, accountId));
  return { planId: plan.id, storageQuotaBytes: String(plan.storageBytes), retentionDays: plan.retentionDays };
}
