import { POLICY_TYPES, PolicyVersionTexts, publishPolicyVersionBody, Texts } from '@helpwire/contracts';
import type { contentPolicies } from '@helpwire/proto';
import { actorOf, AppError, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { utcDay, versionInEffect } from '../domain/policy-versions';
import { emitAdminAction } from '../events/admin-action-events';
import { ContentArea, emitContentChanged } from '../events/content-events';
import { toPolicyVersionMessage } from '../grpc/policy-messages';
import { insertPolicyVersion, versionsOfPolicy, type StoredPolicyVersion } from '../store/policy-versions';
import { nowOf, type ContentDeps } from './deps';

/** What the audit log keeps of a policy's version: its number, its day, its titles, whether it is withdrawn. */
export const auditedVersion = (row: StoredPolicyVersion | undefined) => ({
  version: row?.version ?? null,
  effectiveFrom: row?.effectiveFrom ?? null,
  titleEn: row?.title.en ?? null,
  titleAr: row?.title.ar ?? null,
  withdrawn: row ? row.withdrawnAt !== null : null,
});

/**
 * An admin publishes a new version of a policy (issue 24, item 7; decision 0081): its title and
 * sections in English and Arabic, what changed, and the UTC day it takes effect — today (the public
 * page shows it on its next read) or later (scheduled: the page shows a notice until then). A day
 * in the past is refused. Audited with the version in effect before and the one written.
 */
export async function publishPolicyVersion(
  deps: ContentDeps,
  request: contentPolicies.PublishPolicyVersionRequest,
  ctx: CallContext,
): Promise<contentPolicies.PublishPolicyVersionResponse> {
  const { userId } = requireRole(ctx, 'ADMIN');
  const body = validateInput(publishPolicyVersionBody, {
    title: request.title,
    sections: request.sections,
    summary: request.summary,
    effectiveFrom: request.effectiveFrom ? utcDay(request.effectiveFrom) : undefined,
  });
  if (!(POLICY_TYPES as readonly string[]).includes(request.slug)) throw AppError.notFound(Texts.policyNotFound, 'CONTENT_POLICY_NOT_FOUND');
  const now = nowOf(deps);
  const today = utcDay(now);
  if (body.effectiveFrom < today) throw AppError.invalid(PolicyVersionTexts.dateInThePast, 'CONTENT_POLICY_DATE_IN_THE_PAST');
  const { written, versions } = await deps.db.transaction(async (tx) => {
    const before = await versionsOfPolicy(tx, request.slug);
    if (before.length === 0) throw AppError.notFound(Texts.policyNotFound, 'CONTENT_POLICY_NOT_FOUND');
    const row = await insertPolicyVersion(tx, { slug: request.slug, ...body, authorId: userId }, now);
    const all = [row, ...before];
    await emitContentChanged(tx, ContentArea.CONTENT_AREA_POLICIES);
    await emitAdminAction(tx, actorOf(ctx), {
      action: 'policy.publish_version',
      objectId: `${request.slug}#${row.version}`,
      // Before: the version in effect today; after: the version written (in effect today, or scheduled).
      before: auditedVersion(versionInEffect(before, today)),
      after: { ...auditedVersion(row), inEffectToday: body.effectiveFrom === today },
      reason: body.summary,
    });
    return { written: row, versions: all };
  });
  ctx.logger.info({ policy: request.slug, version: written.version, effectiveFrom: written.effectiveFrom }, 'policy version published');
  return { version: toPolicyVersionMessage(written, versions, today) };
}
