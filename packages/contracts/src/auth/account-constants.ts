/** Identity limits and lists (spec §9): roles, genders, lengths, social providers. */
export const ROLES = ['USER', 'HELPER'] as const;
export type Role = (typeof ROLES)[number];

/** Spelled as in spec §3 ("Male, Female, OTHER"). */
export const GENDERS = ['Male', 'Female', 'OTHER'] as const;
export type Gender = (typeof GENDERS)[number];

/** The gender a user prefers for the helper. */
export const GENDER_PREFERENCES = ['MALE', 'FEMALE', 'NO_PREFERENCE'] as const;
export type GenderPreference = (typeof GENDER_PREFERENCES)[number];

export const PHONE_MIN_LENGTH = 12;
export const PHONE_MAX_LENGTH = 15;
export const PASSWORD_MIN_LENGTH = 6;
/** Caps hashing cost; far above any real password. */
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;
export const NAME_MAX_LENGTH = 100;
export const USERNAME_MAX_LENGTH = 50;
export const BIO_MAX_LENGTH = 1000;
export const ADDRESS_MAX_LENGTH = 500;
export const OPTION_TEXT_MAX_LENGTH = 100;
/** Most languages or categories one profile may select. */
export const MAX_SELECTED_OPTIONS = 50;
/** The picture of an account without one (spec §3: profilePic falls back to a default); the web app serves it. */
export const DEFAULT_PROFILE_PIC = '/default-avatar.svg';

export const SOCIAL_PROVIDERS = ['google', 'microsoft', 'apple', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/** A provider ID token is a JWT of a few KB; far larger input is refused before parsing. */
export const ID_TOKEN_MAX_LENGTH = 16 * 1024;
