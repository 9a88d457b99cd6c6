import type { HelperGender } from './gender';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** What matching keeps of a helper (the `matching.helpers` row, fed by auth's events). */
export interface HelperProfile {
  id: string;
  firstName: string;
  gender: HelperGender;
  languages: readonly string[];
  categories: readonly string[];
  location: GeoPoint | null;
  /** An admin approved the helper (helper_verified; rejected and resubmitted helpers are not). */
  approved: boolean;
  /** The header's availability switch (availability_changed). */
  available: boolean;
}

/** A profile the geo index may hold: approved, available, placed, with a category and a language. */
export type ListedHelper = HelperProfile & { location: GeoPoint };

/**
 * Whether the profile alone allows offering the helper. Presence (connected, not in a call) is
 * checked beside it, per query.
 */
export function isListed(helper: HelperProfile): helper is ListedHelper {
  return helper.approved && helper.available && helper.location !== null && helper.categories.length > 0 && helper.languages.length > 0;
}
