import type { contentPolicies } from '@helpwire/proto';
import { requireRole, type CallContext } from '@helpwire/service-kit';
import { utcDay } from '../domain/policy-versions';
import { toPolicyVersionMessage } from '../grpc/policy-messages';
import { allPolicyVersions, policySlugs } from '../store/policy-versions';
import { nowOf, type ContentDeps } from './deps';

/** Each policy's versions for the console (admins only), newest first, each in effect, scheduled, past or withdrawn today. */
export async function listPolicyVersions(deps: ContentDeps, ctx: CallContext): Promise<contentPolicies.ListPolicyVersionsResponse> {
  requireRole(ctx, 'ADMIN');
  const today = utcDay(nowOf(deps));
  const [slugs, rows] = await Promise.all([policySlugs(deps.db), allPolicyVersions(deps.db)]);
  return {
    policies: slugs.map((slug) => {
      const versions = rows.filter((row) => row.slug === slug);
      return { slug, versions: versions.map((row) => toPolicyVersionMessage(row, versions, today)) };
    }),
  };
}
