import type { matching } from '@helpwire/proto';
import { validateInput } from '@helpwire/service-kit';
import { distance } from 'geokdbush';
import { candidateOf } from '../domain/candidate';
import { helperRef } from '../domain/find-input';
import { isListed } from '../domain/matchable-helper';
import type { MatchingDeps } from './deps';

/**
 * Call-back (GET /call/callBackHelper): the chosen helper's candidate entry when they can take a call
 * in the category now (listed, in the category, online, not in a call); absent otherwise. The
 * distance is from the user's place when given.
 */
export async function getHelperCandidate(deps: MatchingDeps, request: matching.GetHelperCandidateRequest): Promise<matching.GetHelperCandidateResponse> {
  const { helperId, categoryId, userLocation } = validateInput(helperRef, request);
  const profile = deps.directory.profile(helperId);
  if (!profile || !isListed(profile) || !profile.categories.includes(categoryId) || !deps.directory.isFree(helperId)) return {};
  const km = userLocation ? distance(userLocation.longitude, userLocation.latitude, profile.location.longitude, profile.location.latitude) : 0;
  return { candidate: candidateOf(profile, km) };
}
