import { AuthTexts } from '@helpwire/contracts';
import type { content } from '@helpwire/proto';
import { AppError, type Identity, type PromiseClient } from '@helpwire/service-kit';

/** How long the catalogue's list is trusted before it is asked again. */
export const CATALOGUE_TTL_MS = 60_000;

/**
 * Whether the categories a profile names are the catalogue's (issue 21, item 8): each value must be
 * the slug of a top-level category of the content service. The list is kept for a minute; a value
 * it does not hold makes it ask again once (a category added a moment ago), then refuses with 400.
 * While the content service is down, the last list it had still decides.
 */
export interface KnownCategories {
  check(options: readonly { value: string }[] | undefined, identity: Identity): Promise<void>;
}

export function knownCategories(deps: { content: PromiseClient<content.ContentServiceClient>; deadlineMs: number; now?: () => number }): KnownCategories {
  const now = deps.now ?? Date.now;
  let cached: { slugs: Set<string>; until: number } | undefined;
  const load = async (identity: Identity) => {
    const { categories } = await deps.content.listTopCategories({}, { identity, deadlineMs: deps.deadlineMs });
    cached = { slugs: new Set(categories.map((category) => category.slug)), until: now() + CATALOGUE_TTL_MS };
    return cached.slugs;
  };
  /** The newest list it can get: asked again when stale; the last one it had while content cannot answer (none yet: undefined). */
  const slugsFor = async (identity: Identity, force: boolean): Promise<Set<string> | undefined> => {
    if (!force && cached && cached.until > now()) return cached.slugs;
    try {
      return await load(identity);
    } catch {
      return cached?.slugs;
    }
  };
  return {
    async check(options, identity) {
      if (!options || options.length === 0) return;
      let slugs = await slugsFor(identity, false);
      if (slugs && options.some((o) => !slugs!.has(o.value))) slugs = await slugsFor(identity, true);
      // Content out of reach before the gateway ever had the list: the sign-up or update goes on (a
      // slug matching does not know is simply never matched) rather than failing for everyone.
      if (slugs && options.some((o) => !slugs!.has(o.value))) throw AppError.invalid(AuthTexts.categoryUnknown, 'AUTH_CATEGORY_UNKNOWN');
    },
  };
}
