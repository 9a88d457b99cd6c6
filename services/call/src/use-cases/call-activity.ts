import type { call } from '@helpwire/proto';
import { AppError, requireRole, type CallContext } from '@helpwire/service-kit';
import { callActivitySince } from '../store/call-activity-queries';
import type { CallDeps } from './deps';

/**
 * The console's overview (ADMIN only): calls in progress now; since `since` (the admin's start of the
 * day), the calls asked for, those a helper accepted, and the minutes both sides talked in the calls
 * that ended.
 */
export async function getCallActivity(deps: CallDeps, request: call.GetCallActivityRequest, ctx: CallContext): Promise<call.GetCallActivityResponse> {
  requireRole(ctx, 'ADMIN');
  if (!request.since || Number.isNaN(request.since.getTime())) throw AppError.invalid('since is required', 'VALIDATION_FAILED');
  const activity = await callActivitySince(deps.db, request.since);
  return { ...activity, minutes: Math.floor(activity.billableSeconds / 60) };
}
