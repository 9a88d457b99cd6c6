import { contentNames, type contentPolicies } from '@helpwire/proto';
import { dayStart, statusOf } from '../domain/policy-versions';
import type { StoredPolicyVersion } from '../store/policy-versions';

/** One version as the admin reads it, with where it stands on `today` among its policy's `versions`. */
export function toPolicyVersionMessage(row: StoredPolicyVersion, versions: readonly StoredPolicyVersion[], today: string): contentPolicies.PolicyVersion {
  return {
    id: row.id,
    slug: row.slug,
    version: row.version,
    title: row.title,
    sections: row.sections,
    summary: row.summary,
    effectiveFrom: dayStart(row.effectiveFrom),
    status: contentNames.policyVersionStatusNames.toProto(statusOf(row, versions, today)),
    createdAt: row.createdAt,
    authorId: row.authorId ?? undefined,
    withdrawnAt: row.withdrawnAt ?? undefined,
  };
}
