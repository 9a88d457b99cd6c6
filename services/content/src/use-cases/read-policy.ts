import { Texts } from '@helpwire/contracts';
import { contentNames, type content } from '@helpwire/proto';
import { AppError, type CallContext } from '@helpwire/service-kit';
import { contentLanguage, pick } from '../domain/localized';
import { dayStart, nextScheduled, statusOf, utcDay, versionInEffect } from '../domain/policy-versions';
import { versionsOfPolicy } from '../store/policy-versions';
import { nowOf, type ContentDeps } from './deps';

const notFound = () => AppError.notFound(Texts.policyNotFound, 'CONTENT_POLICY_NOT_FOUND');

/**
 * A public policy page (decision 0081): the version in effect on the day it is read (UTC), read from
 * the database on every request so an admin's change shows at once, its first day, and the next
 * scheduled version's number and day when there is one. `version` asks for one that is not
 * withdrawn (the scheduled one the notice links to, or a past one).
 */
export async function getPolicy(deps: ContentDeps, request: content.GetPolicyRequest, ctx: CallContext): Promise<content.GetPolicyResponse> {
  const versions = await versionsOfPolicy(deps.db, request.slug);
  const today = utcDay(nowOf(deps));
  const current = versionInEffect(versions, today);
  const shown = request.version === undefined ? current : versions.find((v) => v.version === request.version && !v.withdrawnAt);
  if (!shown) throw notFound();
  const upcoming = current && nextScheduled(versions, today);
  const language = contentLanguage(ctx.identity.language);
  return {
    policy: {
      slug: shown.slug,
      title: pick(shown.title, language),
      sections: shown.sections.map((s) => ({ heading: pick(s.heading, language), body: pick(s.body, language) })),
      updatedAt: shown.createdAt,
      version: shown.version,
      effectiveFrom: dayStart(shown.effectiveFrom),
      status: contentNames.policyVersionStatusNames.toProto(statusOf(shown, versions, today)),
      upcoming: upcoming ? { version: upcoming.version, effectiveFrom: dayStart(upcoming.effectiveFrom) } : undefined,
    },
  };
}
