import { matching } from '@helpwire/proto';

/** A helper's gender as matching keeps it (the profile spells it Male, Female or OTHER, spec §3). */
export type HelperGender = 'MALE' | 'FEMALE' | 'OTHER' | 'UNKNOWN';

/** The user's preference for the helper's gender (spec §1: male, female, no preference). */
export type GenderPreference = 'MALE' | 'FEMALE' | 'NO_PREFERENCE';

/** The profile's spelling (any case) to matching's; anything else is UNKNOWN. */
export function genderFromProfile(text: string): HelperGender {
  const upper = text.trim().toUpperCase();
  return upper === 'MALE' || upper === 'FEMALE' || upper === 'OTHER' ? upper : 'UNKNOWN';
}

/** The profile's preference text (MALE, FEMALE, NO_PREFERENCE; empty or unknown = no preference). */
export function preferenceFromProfile(text: string): GenderPreference {
  const upper = text.trim().toUpperCase();
  return upper === 'MALE' || upper === 'FEMALE' ? upper : 'NO_PREFERENCE';
}

/** Whether a helper of this gender suits the preference: a preference for one gender admits only it. */
export function suitsPreference(preference: GenderPreference, gender: HelperGender): boolean {
  return preference === 'NO_PREFERENCE' || preference === gender;
}

const toProtoGender: Record<HelperGender, matching.Gender> = {
  MALE: matching.Gender.GENDER_MALE,
  FEMALE: matching.Gender.GENDER_FEMALE,
  OTHER: matching.Gender.GENDER_OTHER,
  UNKNOWN: matching.Gender.GENDER_UNSPECIFIED,
};

export function genderToProto(gender: HelperGender): matching.Gender {
  return toProtoGender[gender];
}

/** UNSPECIFIED (not given) is no preference. */
export function preferenceFromProto(value: matching.GenderPreference): GenderPreference {
  if (value === matching.GenderPreference.GENDER_PREFERENCE_MALE) return 'MALE';
  if (value === matching.GenderPreference.GENDER_PREFERENCE_FEMALE) return 'FEMALE';
  return 'NO_PREFERENCE';
}

export function preferenceToProto(preference: GenderPreference): matching.GenderPreference {
  if (preference === 'MALE') return matching.GenderPreference.GENDER_PREFERENCE_MALE;
  if (preference === 'FEMALE') return matching.GenderPreference.GENDER_PREFERENCE_FEMALE;
  return matching.GenderPreference.GENDER_PREFERENCE_NO_PREFERENCE;
}
