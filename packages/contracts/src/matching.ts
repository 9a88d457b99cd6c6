import { z } from 'zod';
import { GENDER_PREFERENCES } from './auth';
import { categoryRef } from './content';
import { ValidationTexts } from './messages';

/** The texts of instant match (spec §4, §5 Calls, §8). */
export const MatchingTexts = {
  noHelperInCategory: 'No helper exists in this Category.',
  noHelperFound: 'Ops! No Helper Found',
  locationRequired: 'Please enable location and reload the page.',
  languageRequired: 'At least one language is required',
  helperBusy: 'This helper is already in another call',
  latitudeInvalid: 'Latitude must be a number from -90 to 90',
  longitudeInvalid: 'Longitude must be a number from -180 to 180',
  placeIncomplete: 'Give both latitude and longitude, or neither',
  limitInvalid: 'Limit must be a whole number from 1 to 50',
  languagesInvalid: 'Languages must be at most 10 codes, separated by commas',
  genderPreferenceInvalid: 'Gender preference must be MALE, FEMALE or NO_PREFERENCE',
  lookupLimited: 'You have looked this helper up too often. Please try again in an hour.',
} as const;

export const FIND_HELPER_DEFAULT_LIMIT = 10;
export const FIND_HELPER_MAX_LIMIT = 50;

/**
 * How often one account may see one helper's distance (findHelper or callBackHelper), per hour:
 * enough to look a helper up again and again during a day, far too few to trilaterate anyone
 * (decision 0022).
 */
export const DISTANCE_LOOKUPS_PER_HELPER_PER_HOUR = 20;

/**
 * GET /call/findHelper. Every parameter but the category falls back to the signed-in user's profile:
 * the spoken languages (comma-separated codes) and the helper gender preference. The place is always
 * the profile's: distances are never measured from coordinates a caller picks (decision 0022), so
 * `latitude`/`longitude` in the query are ignored.
 */
export const findHelperQuery = z.object({
  categoryId: categoryRef,
  languages: z
    .string({ error: MatchingTexts.languagesInvalid })
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((code) => code.trim())
          .filter(Boolean),
      ),
    ])
    .refine((codes) => codes.length <= 10 && codes.every((code) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(code)), MatchingTexts.languagesInvalid)
    .optional(),
  genderPreference: z.enum(GENDER_PREFERENCES, { error: MatchingTexts.genderPreferenceInvalid }).optional(),
  limit: z.coerce
    .number({ error: MatchingTexts.limitInvalid })
    .int(MatchingTexts.limitInvalid)
    .min(1, MatchingTexts.limitInvalid)
    .max(FIND_HELPER_MAX_LIMIT, MatchingTexts.limitInvalid)
    .optional(),
});
export type FindHelperQuery = z.infer<typeof findHelperQuery>;

/** GET /call/callBackHelper?helperId=&categoryId= (spec §7): one chosen helper again, measured from the profile's place. */
export const callBackHelperQuery = z.object({
  helperId: z.uuid({ error: ValidationTexts.invalidId }),
  categoryId: categoryRef,
});
export type CallBackHelperQuery = z.infer<typeof callBackHelperQuery>;

/**
 * What a user sees of a helper who can take the call: public fields only, never e-mail, phone or
 * place. The distance is measured to the helper's blurred place in whole kilometres; 0 means
 * "nearby" (closer than the blurring can tell, decision 0022), so it cannot pinpoint anyone.
 */
export const helperCandidateSchema = z.object({
  helperId: z.string(),
  firstName: z.string(),
  distanceKm: z.number().int().min(0),
  languages: z.array(z.string()),
  categories: z.array(z.string()),
  /** The helper's average rating, or null while they have none. */
  rating: z.number().min(0).max(5).nullable(),
});
export type HelperCandidate = z.infer<typeof helperCandidateSchema>;

export const findHelperResponse = z.object({ helpers: z.array(helperCandidateSchema).min(1) });
export type FindHelperResponse = z.infer<typeof findHelperResponse>;

export const callBackHelperResponse = z.object({ helper: helperCandidateSchema });
export type CallBackHelperResponse = z.infer<typeof callBackHelperResponse>;
