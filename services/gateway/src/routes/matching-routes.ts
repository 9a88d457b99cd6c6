import { AuthTexts, MatchingTexts, routes, type HelperCandidate } from '@helpwire/contracts';
import { matching, type auth, type content } from '@helpwire/proto';
import { AppError, type Identity, type PromiseClient } from '@helpwire/service-kit';
import { defineRoute, type ApiRoute } from '../http/api-routes';
import { callerContext, placeOf } from './caller-context';
import type { DistanceLookups } from './distance-lookups';

export interface MatchingRouteDeps {
  matching: PromiseClient<matching.MatchingServiceClient>;
  /** The signed-in user's place, languages and gender preference when the query leaves them out. */
  auth: PromiseClient<auth.AuthServiceClient>;
  /** A category id, slug or subcategory → the top-level slug helpers choose. */
  content: PromiseClient<content.ContentServiceClient>;
  /** How often one account has seen one helper's distance this hour. */
  distanceLookups: DistanceLookups;
  deadlineMs: number;
}

/** Instant match is the user's (spec §6: users request help); a helper switches role first. */
function requireUser(identity: Identity): void {
  if (identity.role !== 'USER') throw new AppError('PERMISSION_DENIED', AuthTexts.roleNotAllowed, 'ROLE_NOT_ALLOWED');
}

const preferences: Record<string, matching.GenderPreference> = {
  MALE: matching.GenderPreference.GENDER_PREFERENCE_MALE,
  FEMALE: matching.GenderPreference.GENDER_PREFERENCE_FEMALE,
  NO_PREFERENCE: matching.GenderPreference.GENDER_PREFERENCE_NO_PREFERENCE,
};

/** Only what a user may see of a helper (the contract's schema; no gender, contact or place). */
function toCandidate(c: matching.HelperCandidate): HelperCandidate {
  return { helperId: c.helperId, firstName: c.firstName, distanceKm: c.distanceKm, languages: c.languages, categories: c.categories, rating: c.rating ?? null };
}

const lookupLimited = () => new AppError('RESOURCE_EXHAUSTED', MatchingTexts.lookupLimited, 'MATCHING_LOOKUP_LIMITED');

/**
 * GET /call/findHelper and /call/callBackHelper (spec §7 Calls). Distances are measured from the
 * caller's own profile place only (never from coordinates in the request) to the helper's blurred
 * place, and one account sees one helper's distance a limited number of times per hour: a helper
 * over that limit is left out of a search, a call-back answers 429 (decision 0022).
 */
export function matchingRoutes({ matching: client, auth: authClient, content: contentClient, distanceLookups, deadlineMs }: MatchingRouteDeps): ApiRoute[] {
  const call = (identity: Identity) => ({ identity, deadlineMs });

  // The profile is read only when the query leaves something to it.
  const { topLevelCategory, profileOf } = callerContext({ auth: authClient, content: contentClient }, deadlineMs);

  return [
    defineRoute(routes.call.findHelper, {
      tag: 'Calls',
      summary:
        'Instant match: the nearest helpers who can take a call in the category now (approved, available, connected, free), filtered by language and gender preference. Place, languages and preference default to the profile. 404 "No helper exists in this Category." or "Ops! No Helper Found"',
      handler: async ({ query, identity }) => {
        requireUser(identity);
        const [categoryId, profile] = await Promise.all([topLevelCategory(query.categoryId, identity), profileOf(identity)]);
        const result = await client.findHelpers(
          {
            userLocation: placeOf({}, profile),
            categoryId,
            languages: query.languages ?? profile?.languages.map((o) => o.value) ?? [],
            genderPreference:
              preferences[query.genderPreference ?? profile?.genderPreference ?? ''] ?? matching.GenderPreference.GENDER_PREFERENCE_NO_PREFERENCE,
            excludeHelperIds: [],
            limit: query.limit,
          },
          call(identity),
        );
        if (result.noCandidatesReason === matching.NoCandidatesReason.NO_CANDIDATES_REASON_NO_HELPER_IN_CATEGORY) {
          throw AppError.notFound(MatchingTexts.noHelperInCategory, 'MATCHING_NO_HELPER_IN_CATEGORY');
        }
        if (result.candidates.length === 0) throw AppError.notFound(MatchingTexts.noHelperFound, 'MATCHING_NO_HELPER_FOUND');
        const allowed = await distanceLookups.take(
          identity.userId!,
          result.candidates.map((c) => c.helperId),
        );
        const helpers = result.candidates.filter((c) => allowed.has(c.helperId));
        if (helpers.length === 0) throw lookupLimited();
        return { data: { helpers: helpers.map(toCandidate) } };
      },
    }),
    defineRoute(routes.call.callBackHelper, {
      tag: 'Calls',
      summary:
        'Call one chosen helper again (e.g. from the call history): the helper when they can take a call in the category now, else 404 "Ops! No Helper Found"',
      handler: async ({ query, identity }) => {
        requireUser(identity);
        const [categoryId, profile] = await Promise.all([topLevelCategory(query.categoryId, identity), profileOf(identity)]);
        const userLocation = placeOf({}, profile);
        if (!userLocation) throw new AppError('FAILED_PRECONDITION', MatchingTexts.locationRequired, 'MATCHING_LOCATION_REQUIRED');
        const { candidate } = await client.getHelperCandidate({ helperId: query.helperId, categoryId, userLocation }, call(identity));
        if (!candidate) throw AppError.notFound(MatchingTexts.noHelperFound, 'MATCHING_HELPER_UNAVAILABLE');
        if (!(await distanceLookups.take(identity.userId!, [candidate.helperId])).has(candidate.helperId)) throw lookupLimited();
        return { data: { helper: toCandidate(candidate) } };
      },
    }),
  ];
}
