/** Reason codes of the matching service (instant match, call-back, helper presence). */
export const MATCHING_ERROR_CODES = [
  /** The category has no approved helper at all: "No helper exists in this Category." */
  'MATCHING_NO_HELPER_IN_CATEGORY',
  /** Approved helpers exist, but none is online, free and a match now: "Ops! No Helper Found". */
  'MATCHING_NO_HELPER_FOUND',
  /** The one helper asked for again (call-back) cannot be matched now. */
  'MATCHING_HELPER_UNAVAILABLE',
  /** Neither the request nor the profile has a location: "Please enable location and reload the page." */
  'MATCHING_LOCATION_REQUIRED',
  /** Neither the request nor the profile names a language. */
  'MATCHING_LANGUAGE_REQUIRED',
  /** One account asked for one helper's distance more than DISTANCE_LOOKUPS_PER_HELPER_PER_HOUR times in the hour (429). */
  'MATCHING_LOOKUP_LIMITED',
  /** The helper is already in another call (SetInCall). */
  'MATCHING_HELPER_BUSY',
] as const;

export type MatchingErrorCode = (typeof MATCHING_ERROR_CODES)[number];
