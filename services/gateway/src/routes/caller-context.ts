import type { auth, content } from '@helpwire/proto';
import type { Identity, PromiseClient } from '@helpwire/service-kit';

/** A call's options on behalf of the signed-in caller, with the request's deadline. */
const onBehalf = (identity: Identity, deadlineMs: number) => ({ identity, deadlineMs });

/**
 * How long a category's top level is remembered: the catalogue changes when an admin edits it, a
 * call request comes every moment (one gRPC call less on the ring's path, bench:ring).
 */
export const TOP_LEVEL_CATEGORY_TTL_MS = 60_000;

/**
 * What an instant match or a call request takes from outside its payload (the matching routes and
 * the realtime channel's call-helper share it): the top-level category helpers choose, and the
 * caller's profile for the place, languages and gender preference the request leaves out.
 */
export function callerContext(
  clients: { auth: PromiseClient<auth.AuthServiceClient>; content: PromiseClient<content.ContentServiceClient> },
  deadlineMs: number,
  now: () => number = Date.now,
) {
  const topLevels = new Map<string, { slug: string; until: number }>();
  async function lookUpTopLevel(ref: string, identity: Identity): Promise<string> {
    const { category } = await clients.content.getCategory({ id: ref }, onBehalf(identity, deadlineMs));
    if (!category?.parentId) return category!.slug;
    const { category: parent } = await clients.content.getCategory({ id: category.parentId }, onBehalf(identity, deadlineMs));
    return parent!.slug;
  }
  return {
    /** Helpers choose top-level categories: a subcategory asks for its parent's helpers. Unknown → 404 (never remembered). */
    async topLevelCategory(ref: string, identity: Identity): Promise<string> {
      const known = topLevels.get(ref);
      if (known && known.until > now()) return known.slug;
      const slug = await lookUpTopLevel(ref, identity);
      // Bounded: refs come from clients; the catalogue has tens of categories.
      if (topLevels.size >= 1000) topLevels.clear();
      topLevels.set(ref, { slug, until: now() + TOP_LEVEL_CATEGORY_TTL_MS });
      return slug;
    },
    /** The signed-in caller's profile (its row alone: one query at auth). */
    async profileOf(identity: Identity): Promise<auth.Profile | undefined> {
      return (await clients.auth.getCallerProfile({}, onBehalf(identity, deadlineMs))).profile;
    },
  };
}

/** The place the request gives, else the profile's; undefined when neither has one. */
export function placeOf(
  given: { latitude?: number; longitude?: number },
  profile: auth.Profile | undefined,
): { latitude: number; longitude: number } | undefined {
  if (given.latitude !== undefined && given.longitude !== undefined) return { latitude: given.latitude, longitude: given.longitude };
  const location = profile?.location;
  return location ? { latitude: location.latitude, longitude: location.longitude } : undefined;
}
