import { matching } from '@helpwire/proto';
import { validateInput } from '@helpwire/service-kit';
import { candidateOf } from '../domain/candidate';
import { findInput, requireLanguage, requirePlace } from '../domain/find-input';
import { preferenceFromProto } from '../domain/gender';
import { categoryHasApprovedHelper } from '../store/helper-queries';
import type { MatchingDeps } from './deps';

/**
 * Instant match (spec §4): the nearest helpers who can take a call in the category now — approved,
 * available, connected, not in a call, speaking one of the user's languages, of the preferred
 * gender, not excluded — nearest first. An empty answer says why: no approved helper in the
 * category at all, or none free now.
 */
export async function findHelpers(deps: MatchingDeps, request: matching.FindHelpersRequest): Promise<matching.FindHelpersResponse> {
  requirePlace(request.userLocation);
  requireLanguage(request.languages);
  const input = validateInput(findInput, request);
  const found = deps.directory.nearest({
    latitude: input.userLocation.latitude,
    longitude: input.userLocation.longitude,
    category: input.categoryId,
    languages: input.languages,
    genderPreference: preferenceFromProto(request.genderPreference),
    exclude: new Set(input.excludeHelperIds),
    limit: input.limit,
  });
  if (found.length > 0) {
    return {
      candidates: found.map(({ helper, distanceKm }) => candidateOf(helper, distanceKm)),
      noCandidatesReason: matching.NoCandidatesReason.NO_CANDIDATES_REASON_UNSPECIFIED,
    };
  }
  const anyApproved = await categoryHasApprovedHelper(deps.db, input.categoryId);
  return {
    candidates: [],
    noCandidatesReason: anyApproved
      ? matching.NoCandidatesReason.NO_CANDIDATES_REASON_NONE_AVAILABLE
      : matching.NoCandidatesReason.NO_CANDIDATES_REASON_NO_HELPER_IN_CATEGORY,
  };
}
