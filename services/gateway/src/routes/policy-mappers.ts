import type { Policy, PolicyVersion } from '@helpwire/contracts';
import { contentNames, type content, type contentPolicies } from '@helpwire/proto';

/** A Timestamp at midnight UTC as the day it is: "2026-12-07". */
const dayOf = (at: Date | undefined) => at?.toISOString().slice(0, 10) ?? '';

/** A public policy: the version shown, its first day, and the next scheduled one (decision 0081). */
export function toPolicy(p: content.Policy): Policy {
  const status = contentNames.policyVersionStatusNames.fromProto(p.status);
  return {
    type: p.slug as Policy['type'],
    title: p.title,
    sections: p.sections,
    updatedAt: p.updatedAt?.toISOString() ?? '',
    version: p.version,
    effectiveFrom: dayOf(p.effectiveFrom),
    status: status === 'SCHEDULED' || status === 'PAST' ? status : 'IN_EFFECT',
    upcoming: p.upcoming ? { version: p.upcoming.version, effectiveFrom: dayOf(p.upcoming.effectiveFrom) } : null,
  };
}

/** One version as the console reads it. */
export function toPolicyVersion(v: contentPolicies.PolicyVersion): PolicyVersion {
  return {
    id: v.id,
    type: v.slug as PolicyVersion['type'],
    version: v.version,
    title: v.title ?? { en: '', ar: '' },
    sections: v.sections.map((s) => ({ heading: s.heading ?? { en: '', ar: '' }, body: s.body ?? { en: '', ar: '' } })),
    summary: v.summary,
    effectiveFrom: dayOf(v.effectiveFrom),
    status: contentNames.policyVersionStatusNames.nameOf(v.status),
    createdAt: v.createdAt?.toISOString() ?? '',
    authorId: v.authorId ?? null,
    withdrawnAt: v.withdrawnAt?.toISOString() ?? null,
  };
}
