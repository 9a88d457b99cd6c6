import { PolicyVersionTexts, withdrawPolicyVersionBody } from '@helpwire/contracts';
import type { contentPolicies } from '@helpwire/proto';
import { actorOf, AppError, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { isUuid } from '../domain/category-tree';
import { utcDay } from '../domain/policy-versions';
import { emitAdminAction } from '../events/admin-action-events';
import { ContentArea, emitContentChanged } from '../events/content-events';
import { toPolicyVersionMessage } from '../grpc/policy-messages';
import { markWithdrawn, policyVersionById, versionsOfPolicy } from '../store/policy-versions';
import { auditedVersion } from './publish-policy-version';
import { nowOf, type ContentDeps } from './deps';

const notScheduled = () => new AppError('FAILED_PRECONDITION', PolicyVersionTexts.notScheduled, 'CONTENT_POLICY_VERSION_NOT_SCHEDULED');

/**
 * An admin withdraws a scheduled version before its day (decision 0081), with a reason: it never
 * takes effect and the public notice of it goes. A version in effect or past cannot be withdrawn
 * (publish a new one instead). Audited, before → after.
 */
export async function withdrawPolicyVersion(
  deps: ContentDeps,
  request: contentPolicies.WithdrawPolicyVersionRequest,
  ctx: CallContext,
): Promise<contentPolicies.WithdrawPolicyVersionResponse> {
  requireRole(ctx, 'ADMIN');
  const { reason } = validateInput(withdrawPolicyVersionBody, { reason: request.reason });
  const now = nowOf(deps);
  const today = utcDay(now);
  const { row, versions } = await deps.db.transaction(async (tx) => {
    const found = isUuid(request.id) ? await policyVersionById(tx, request.id) : undefined;
    if (!found) throw AppError.notFound(PolicyVersionTexts.notFound, 'CONTENT_POLICY_VERSION_NOT_FOUND');
    if (found.withdrawnAt || found.effectiveFrom <= today) throw notScheduled();
    const withdrawn = await markWithdrawn(tx, found.id, now);
    if (!withdrawn) throw notScheduled();
    await emitContentChanged(tx, ContentArea.CONTENT_AREA_POLICIES);
    await emitAdminAction(tx, actorOf(ctx), {
      action: 'policy.withdraw_version',
      objectId: `${found.slug}#${found.version}`,
      before: auditedVersion(found),
      after: auditedVersion(withdrawn),
      reason,
    });
    return { row: withdrawn, versions: await versionsOfPolicy(tx, found.slug) };
  });
  ctx.logger.info({ policy: row.slug, version: row.version }, 'scheduled policy version withdrawn');
  return { version: toPolicyVersionMessage(row, versions, today) };
}
