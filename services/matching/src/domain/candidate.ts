import type { matching } from '@helpwire/proto';
import { COARSENING_MAX_KM } from './coarse-place';
import { genderToProto } from './gender';
import type { HelperProfile } from './matchable-helper';

/**
 * A distance as others may see it, measured to the helper's blurred place (coarse-place.ts): 0
 * ("nearby") when it is within what the blurring could explain, else whole kilometres. The real
 * distance is then at most COARSENING_MAX_KM either way.
 */
export function publicDistanceKm(distanceKm: number): number {
  return distanceKm < COARSENING_MAX_KM ? 0 : Math.round(distanceKm);
}

/** The public view of a helper for a user: first name, distance, languages, categories (never contact details or place). */
export function candidateOf(profile: HelperProfile, distanceKm: number): matching.HelperCandidate {
  return {
    helperId: profile.id,
    firstName: profile.firstName,
    distanceKm: publicDistanceKm(distanceKm),
    languages: [...profile.languages],
    categories: [...profile.categories],
    gender: genderToProto(profile.gender),
  };
}
