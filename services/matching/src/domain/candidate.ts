import type { matching } from '@helpwire/proto';
import { genderToProto } from './gender';
import type { HelperProfile } from './matchable-helper';

/**
 * A distance as others may see it: whole kilometres, rounded up, at least 1. Exact distances from
 * a few places would pinpoint a helper's home; kilometres cannot.
 */
export function publicDistanceKm(distanceKm: number): number {
  return Math.max(1, Math.ceil(distanceKm - 1e-9));
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
