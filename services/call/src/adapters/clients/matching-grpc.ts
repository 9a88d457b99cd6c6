import { callNames, matching } from '@helpwire/proto';
import { createPromiseClient, isAppError } from '@helpwire/service-kit';
import type { HelperMatching } from '../../ports/helper-matching';

const { NO_CANDIDATES_REASON_NO_HELPER_IN_CATEGORY } = matching.NoCandidatesReason;

/** HelperMatching over the matching service's gRPC API (proto/helpwire/matching/v1/matching.proto). */
export function matchingOverGrpc(address: string): HelperMatching & { close(): void } {
  const client = createPromiseClient(matching.MatchingServiceClient, address);
  return {
    async findHelpers(search, identity) {
      const answer = await client.findHelpers(
        {
          userLocation: search.location,
          categoryId: search.categoryId,
          languages: search.languages,
          // The same three names in both packages.
          genderPreference: callNames.genderPreferenceNames.toProto(search.genderPreference) as number as matching.GenderPreference,
          excludeHelperIds: search.exclude,
          limit: search.limit,
        },
        { identity },
      );
      const helpers = answer.candidates.map((c) => ({ helperId: c.helperId, distanceKm: c.distanceKm }));
      if (helpers.length > 0) return { helpers };
      if (answer.noCandidatesReason === NO_CANDIDATES_REASON_NO_HELPER_IN_CATEGORY) return { helpers, none: 'NO_HELPER_IN_CATEGORY' };
      return { helpers, none: 'NONE_AVAILABLE' };
    },
    async helperCandidate(helperId, categoryId, location, identity) {
      const { candidate } = await client.getHelperCandidate({ helperId, categoryId, userLocation: location }, { identity });
      return candidate ? { helperId: candidate.helperId, distanceKm: candidate.distanceKm } : undefined;
    },
    async setInCall(helperId, callId, identity) {
      try {
        await client.setInCall({ helperId, callId }, { identity });
        return true;
      } catch (error) {
        if (isAppError(error) && error.reason === 'MATCHING_HELPER_BUSY') return false;
        throw error;
      }
    },
    async clearInCall(helperId, callId, identity) {
      await client.clearInCall({ helperId, callId }, { identity });
    },
    close: () => client.close(),
  };
}
