import { FIND_HELPER_DEFAULT_LIMIT, FIND_HELPER_MAX_LIMIT, MatchingTexts, ValidationTexts } from '@helpwire/contracts';
import { AppError } from '@helpwire/service-kit';
import { z } from 'zod';

const id = z.string().trim().min(1, ValidationTexts.invalidId).max(100, ValidationTexts.invalidId);

export const geoPoint = z.object({
  latitude: z.number().min(-90, MatchingTexts.latitudeInvalid).max(90, MatchingTexts.latitudeInvalid),
  longitude: z.number().min(-180, MatchingTexts.longitudeInvalid).max(180, MatchingTexts.longitudeInvalid),
});

/** What FindHelpers may carry (the place and a language are checked first, with their own codes). */
export const findInput = z.object({
  userLocation: geoPoint,
  categoryId: id,
  languages: z.array(z.string().trim().min(1).max(20)).min(1).max(10, MatchingTexts.languagesInvalid),
  excludeHelperIds: z.array(id).max(500),
  limit: z
    .number()
    .int(MatchingTexts.limitInvalid)
    .min(1, MatchingTexts.limitInvalid)
    .max(FIND_HELPER_MAX_LIMIT, MatchingTexts.limitInvalid)
    .default(FIND_HELPER_DEFAULT_LIMIT),
});

export const helperRef = z.object({ helperId: id, categoryId: id, userLocation: geoPoint.optional() });
export const callRef = z.object({ helperId: id, callId: id });

/** The spec's text when the search has no place to start from. */
export function requirePlace<T>(location: T | undefined): T {
  if (!location) throw new AppError('FAILED_PRECONDITION', MatchingTexts.locationRequired, 'MATCHING_LOCATION_REQUIRED');
  return location;
}

export function requireLanguage(languages: readonly string[]): void {
  if (!languages.some((language) => language.trim())) throw AppError.invalid(MatchingTexts.languageRequired, 'MATCHING_LANGUAGE_REQUIRED');
}
