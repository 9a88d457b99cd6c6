import { z } from 'zod';
import { requiredEmail } from './email';
import { documentIdsSchema, fileIdSchema, FileTexts, optionalFileId, requiredIdCard } from './files';
import { LANGUAGE_CODES } from './languages';
import { ValidationTexts } from './messages';

/**
 * Identity contracts (spec §3 current user, §5 sign-up/profile/OTP/terms, §6 roles, §8 texts, §9 limits):
 * sign-up (user and helper), OTP, login, password reset/change, role switch, profile update and availability.
 *
 * Objects are non-strict: unknown keys (role, isVerified, roleId, ...) are stripped, so a client can never
 * smuggle privileged fields through these bodies.
 */

// ---------------------------------------------------------------------------------------------------------
// Constants (spec §9)

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

// ---------------------------------------------------------------------------------------------------------
// Texts. Those quoted by the spec are verbatim; the rest are ours.

export const AuthTexts = {
  // verbatim from the spec
  invalidPhone: 'Invalid phone number',
  mustAcceptTerms: 'You must accept terms and conditions',
  mustBeEmail: ValidationTexts.mustBeEmail,
  pleaseVerifyEmail: 'Please verify your email',
  roleNotAllowed: 'Role not allowed',
  noAccountForUser: 'No account found for this role USER',
  noAccountForHelper: 'No account found for this role HELPER',
  onlyPdf: FileTexts.onlyPdf,
  helperLoginSuccess: 'Helper login successfully',
  userLoginSuccess: 'User login successfully',
  switchRoleFailed: 'Something went wrong while switching role.',
  // ours
  emailRequired: ValidationTexts.emailRequired,
  firstNameRequired: 'First name is required',
  firstNameTooLong: `First name must be at most ${NAME_MAX_LENGTH} characters`,
  lastNameRequired: 'Last name is required',
  lastNameTooLong: `Last name must be at most ${NAME_MAX_LENGTH} characters`,
  usernameRequired: 'Username is required',
  usernameInvalid: 'Username may contain only letters, numbers, dots and underscores',
  usernameTooLong: `Username must be at most ${USERNAME_MAX_LENGTH} characters`,
  phoneRequired: 'Phone number is required',
  genderRequired: 'Gender is required',
  genderInvalid: 'Gender must be Male, Female or OTHER',
  genderPreferenceInvalid: 'Gender preference must be MALE, FEMALE or NO_PREFERENCE',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordTooWeak: 'Password must contain an uppercase letter, a number and a special character',
  confirmPasswordRequired: 'Confirm password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  languagesRequired: 'Select at least one language',
  tooManyLanguages: `Select at most ${MAX_SELECTED_OPTIONS} languages`,
  languageInvalid: 'Each language needs a label and a value',
  languageUnknown: 'Choose each language from the list',
  categoriesRequired: 'Select at least one category',
  tooManyCategories: `Select at most ${MAX_SELECTED_OPTIONS} categories`,
  categoryInvalid: 'Each category needs a label and a value',
  categoryUnknown: 'Choose each category from the list of services',
  locationRequired: 'Location is required',
  latitudeRequired: 'Latitude is required',
  latitudeOutOfRange: 'Latitude must be between -90 and 90',
  longitudeRequired: 'Longitude is required',
  longitudeOutOfRange: 'Longitude must be between -180 and 180',
  addressRequired: 'Address is required',
  addressTooLong: `Address must be at most ${ADDRESS_MAX_LENGTH} characters`,
  bioTooLong: `Bio must be at most ${BIO_MAX_LENGTH} characters`,
  otpRequired: 'OTP is required',
  otpInvalid: 'OTP must be 6 digits',
  identifierRequired: 'Email or phone is required',
  identifierInvalid: 'Enter a valid email or phone number',
  /** The one login failure text: never reveals whether the account exists. */
  invalidCredentials: 'Invalid email or password',
  userIdRequired: 'User id is required',
  invalidId: ValidationTexts.invalidId,
  availabilityInvalid: 'isAvailable must be true or false',
  documentTooLarge: FileTexts.documentTooLarge,
  credentialRequired: 'credential is required',
  credentialInvalid: 'The sign-in with this provider could not be verified. Please try again.',
  providerNotConfigured: 'Sign-in with this provider is not available',
  deletePasswordRequired: 'Enter your password to delete the account',
  accountDeleted: 'Account deleted successfully',
  profileUpdated: 'Profile updated successfully',
  roleRegistered: 'Role added successfully',
  roleAlreadyHeld: 'Your account already has this role',
  helperRequired: 'Helper is required',
  helperRefInvalid: 'Helper must be an e-mail address or an account id',
  reviewReasonTooLong: 'The reason must be at most 1000 characters',
} as const;

/** "No account found for this role USER|HELPER" (spec §8): the client opens that role's sign-up form. */
export function noAccountForRole(role: Role): string {
  return role === 'HELPER' ? AuthTexts.noAccountForHelper : AuthTexts.noAccountForUser;
}

/** The success toast after switching to `role` (spec §4). */
export function roleSwitchedText(role: Role): string {
  return role === 'HELPER' ? AuthTexts.helperLoginSuccess : AuthTexts.userLoginSuccess;
}

// ---------------------------------------------------------------------------------------------------------
// Field rules. Each field reports one message. No check uses `abort: true`: in zod v4 an explicitly
// aborted issue anywhere in the body stops the object-level confirm-password refinement from running.

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/** An optional leading +, then digits, spaces and dashes, starting and ending with a digit. */
const PHONE_PATTERN = /^\+?\d(?:[\d -]*\d)?$/;

/** Phone rule of spec §5 on an already trimmed string: 12–15 characters, digits with optional +, spaces, dashes. */
export function isValidPhone(phone: string): boolean {
  return phone.length >= PHONE_MIN_LENGTH && phone.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(phone);
}

/** Canonical phone for storage and look-up: spaces and dashes removed ("+44 20-7946 0958" → "+442079460958"). */
export function normalizePhone(phone: string): string {
  return phone.trim().replace(/[\s-]/g, '');
}

/** Whether a login identifier is an e-mail address (contains "@") or a phone number. */
export function identifierKind(identifier: string): 'email' | 'phone' {
  return identifier.includes('@') ? 'email' : 'phone';
}

/** Required phone (helpers, profile): missing/empty → "Phone number is required", malformed → "Invalid phone number". */
export const requiredPhone = z
  .string({ error: (iss) => (isMissing(iss.input) ? AuthTexts.phoneRequired : AuthTexts.invalidPhone) })
  .trim()
  .min(1, AuthTexts.phoneRequired)
  .refine((phone) => phone === '' || isValidPhone(phone), { error: AuthTexts.invalidPhone });

/** Optional phone (user sign-up): absent, null or blank → undefined; otherwise the phone rule applies. */
export const optionalPhone = z
  .string({ error: AuthTexts.invalidPhone })
  .trim()
  .refine((phone) => phone === '' || isValidPhone(phone), { error: AuthTexts.invalidPhone })
  .nullish()
  .transform((phone) => (phone ? phone : undefined));

const requiredName = (required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(NAME_MAX_LENGTH, tooLong);

export const usernameSchema = z
  .string({ error: AuthTexts.usernameRequired })
  .trim()
  .min(1, AuthTexts.usernameRequired)
  .max(USERNAME_MAX_LENGTH, AuthTexts.usernameTooLong)
  .regex(/^[A-Za-z0-9._]*$/, AuthTexts.usernameInvalid);

export const genderSchema = z.enum(GENDERS, {
  error: (iss) => (isMissing(iss.input) ? AuthTexts.genderRequired : AuthTexts.genderInvalid),
});

/** Optional; null is treated as absent. */
export const genderPreferenceSchema = z
  .enum(GENDER_PREFERENCES, { error: AuthTexts.genderPreferenceInvalid })
  .nullish()
  .transform((value) => value ?? undefined);

/** Why a new password breaks the rule of spec §5, or null: the first failing rule only. */
export function newPasswordError(password: string, required: string = AuthTexts.passwordRequired): string | null {
  if (password === '') return required;
  if (password.length < PASSWORD_MIN_LENGTH) return AuthTexts.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return AuthTexts.passwordTooLong;
  // special character: anything but a letter, a digit or whitespace
  if (!/[A-Z]/.test(password) || !/\d/.test(password) || !/[^A-Za-z0-9\s]/.test(password)) return AuthTexts.passwordTooWeak;
  return null;
}

/**
 * A new password: 6+ characters with an uppercase letter, a number and a special character. Never trimmed.
 * One message per password (the first failing rule).
 */
export const newPasswordSchema = (required: string = AuthTexts.passwordRequired) =>
  z.string({ error: required }).superRefine((password, ctx) => {
    const error = newPasswordError(password, required);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

/** An existing password (login, current password): only required, no strength rule. */
const existingPassword = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .max(PASSWORD_MAX_LENGTH, AuthTexts.passwordTooLong);

const confirmPassword = z
  .string({ error: AuthTexts.confirmPasswordRequired })
  .min(1, AuthTexts.confirmPasswordRequired);

/**
 * Options of the confirm-password refinement: reported on confirmPassword, and checked even when other
 * fields failed, as long as both passwords are non-empty strings.
 */
const confirmation = (key: 'password' | 'newPassword') => ({
  path: ['confirmPassword'],
  error: AuthTexts.passwordsDoNotMatch,
  when: (payload: z.core.ParsePayload) => {
    const value = payload.value as Record<string, unknown> | undefined;
    return typeof value?.[key] === 'string' && typeof value.confirmPassword === 'string' && value.confirmPassword !== '';
  },
});

const option = (invalid: string) =>
  z.object(
    {
      label: z.string({ error: invalid }).trim().min(1, invalid).max(OPTION_TEXT_MAX_LENGTH, invalid),
      value: z.string({ error: invalid }).trim().min(1, invalid).max(OPTION_TEXT_MAX_LENGTH, invalid),
    },
    { error: invalid },
  );

/** At least one {label, value}; duplicates (same value) are dropped, first one kept. */
const optionList = (required: string, tooMany: string, invalid: string) =>
  z
    .array(option(invalid), { error: required })
    .min(1, required)
    .max(MAX_SELECTED_OPTIONS, tooMany)
    .transform((options) => options.filter((o, i) => options.findIndex((p) => p.value === o.value) === i));

/** Languages a profile speaks: from the product's language list only (issue 21, item 8). */
export const languagesSchema = optionList(AuthTexts.languagesRequired, AuthTexts.tooManyLanguages, AuthTexts.languageInvalid).refine(
  (options) => options.every((o) => (LANGUAGE_CODES as readonly string[]).includes(o.value)),
  { error: AuthTexts.languageUnknown },
);
/** Categories a profile helps with or asks about: their slugs; the gateway checks them against the catalogue (known-categories.ts). */
export const categoriesSchema = optionList(AuthTexts.categoriesRequired, AuthTexts.tooManyCategories, AuthTexts.categoryInvalid);

export const locationSchema = z.object(
  {
    latitude: z
      .number({ error: AuthTexts.latitudeRequired })
      .min(-90, AuthTexts.latitudeOutOfRange)
      .max(90, AuthTexts.latitudeOutOfRange),
    longitude: z
      .number({ error: AuthTexts.longitudeRequired })
      .min(-180, AuthTexts.longitudeOutOfRange)
      .max(180, AuthTexts.longitudeOutOfRange),
    address: z
      .string({ error: AuthTexts.addressRequired })
      .trim()
      .min(1, AuthTexts.addressRequired)
      .max(ADDRESS_MAX_LENGTH, AuthTexts.addressTooLong),
  },
  { error: AuthTexts.locationRequired },
);

/** Optional, at most 1000 characters; null is treated as absent. */
export const bioSchema = z
  .string({ error: AuthTexts.bioTooLong })
  .trim()
  .max(BIO_MAX_LENGTH, AuthTexts.bioTooLong)
  .nullish()
  .transform((value) => value ?? undefined);

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export const otpCodeSchema = z
  .string({ error: (iss) => (isMissing(iss.input) ? AuthTexts.otpRequired : AuthTexts.otpInvalid) })
  .trim()
  .min(1, AuthTexts.otpRequired)
  .refine((code) => code === '' || OTP_PATTERN.test(code), { error: AuthTexts.otpInvalid });

/** Login identifier: an e-mail (lower-cased) or a phone number (trimmed). */
export const loginIdentifierSchema = z
  .string({ error: AuthTexts.identifierRequired })
  .trim()
  .min(1, AuthTexts.identifierRequired)
  .refine(
    (value) =>
      value === '' ||
      (identifierKind(value) === 'email' ? value.length <= 254 && z.email().safeParse(value).success : isValidPhone(value)),
    { error: AuthTexts.identifierInvalid },
  )
  .transform((value) => (identifierKind(value) === 'email' ? value.toLowerCase() : value));

// ---------------------------------------------------------------------------------------------------------
// Bodies

/** Profile fields shared by sign-up and profile update (phone is added per body). */
const profileFields = {
  firstName: requiredName(AuthTexts.firstNameRequired, AuthTexts.firstNameTooLong),
  lastName: requiredName(AuthTexts.lastNameRequired, AuthTexts.lastNameTooLong),
  username: usernameSchema,
  email: requiredEmail,
  gender: genderSchema,
  languages: languagesSchema,
  categories: categoriesSchema,
  location: locationSchema,
  bio: bioSchema,
  genderPreference: genderPreferenceSchema,
};

const signUpFields = {
  ...profileFields,
  password: newPasswordSchema(),
  confirmPassword,
  /** Must be literally true. */
  acceptTerms: z.literal(true, { error: AuthTexts.mustAcceptTerms }),
};

/** POST /auth/signup (USER): phone and ID card optional. */
export const signUpBody = z
  .object({ ...signUpFields, phone: optionalPhone, idCard: optionalFileId })
  .refine((body) => body.password === body.confirmPassword, confirmation('password'));

/**
 * POST /auth/signup/helper (HELPER): phone, ID card and at least one PDF document required. Files are
 * uploaded first (POST /upload) and named here by the ids the upload returned.
 */
export const helperSignUpBody = z
  .object({ ...signUpFields, phone: requiredPhone, idCard: requiredIdCard, documents: documentIdsSchema })
  .refine((body) => body.password === body.confirmPassword, confirmation('password'));

/** POST /auth/verifyotp */
export const verifyOtpBody = z.object({ email: requiredEmail, code: otpCodeSchema });

/** POST /auth/resendotp */
export const resendOtpBody = z.object({ email: requiredEmail });

/** POST /auth/login and /auth/login/helper. On failure answer only AuthTexts.invalidCredentials. */
export const loginBody = z.object({
  identifier: loginIdentifierSchema,
  password: existingPassword(AuthTexts.passwordRequired),
});

/** POST /auth/forgot-password */
export const forgotPasswordBody = z.object({ email: requiredEmail });

/** POST /auth/reset-password */
export const resetPasswordBody = z
  .object({ email: requiredEmail, code: otpCodeSchema, password: newPasswordSchema(), confirmPassword })
  .refine((body) => body.password === body.confirmPassword, confirmation('password'));

/** POST /users/changePassword and /helpers/changePassword */
export const changePasswordBody = z
  .object({
    currentPassword: existingPassword(AuthTexts.currentPasswordRequired),
    newPassword: newPasswordSchema(AuthTexts.newPasswordRequired),
    confirmPassword,
  })
  .refine((body) => body.newPassword === body.confirmPassword, confirmation('newPassword'));

/** A user id: a non-empty id string, or a positive integer (older clients) turned into a string. */
export const userIdSchema = z
  .union(
    [
      z.string().trim().min(1, AuthTexts.userIdRequired).max(100, AuthTexts.invalidId).regex(/^[A-Za-z0-9_-]+$/, AuthTexts.invalidId),
      z.number().int(AuthTexts.invalidId).positive(AuthTexts.invalidId).transform(String),
    ],
    { error: (iss) => (isMissing(iss.input) ? AuthTexts.userIdRequired : AuthTexts.invalidId) },
  );

/**
 * POST /auth/switch-role. Uppercase role slugs only; anything else is "Role not allowed".
 * The server must check user_id against the authenticated user.
 */
export const switchRoleBody = z.object({
  user_id: userIdSchema,
  role_slug: z.enum(ROLES, { error: AuthTexts.roleNotAllowed }),
});

/**
 * PUT /users/update: the sign-up fields without password and terms; phone required. `profilePic` is the id
 * of an uploaded PROFILE_PICTURE (null removes the picture, absent keeps it); `idCard` an uploaded ID_CARD.
 * A new e-mail address takes effect once the code sent to it is verified (POST /auth/verifyotp).
 */
export const profileUpdateBody = z.object({
  ...profileFields,
  phone: requiredPhone,
  profilePic: z.union([fileIdSchema, z.null()], { error: FileTexts.fileIdInvalid }).optional(),
  idCard: optionalFileId,
});

/** PUT /helpers/update: as /users/update, plus the complete list of documents to keep (absent keeps them). */
export const helperProfileUpdateBody = profileUpdateBody.extend({ documents: documentIdsSchema.optional() });

/**
 * POST /auth/register-role: the signed-in account takes on the other role. A helper role needs a phone (when
 * the account has none), an ID card and documents, and starts In Review; the service checks what is missing.
 */
export const registerRoleBody = z.object({
  role_slug: z.enum(ROLES, { error: AuthTexts.roleNotAllowed }),
  phone: optionalPhone,
  idCard: optionalFileId,
  documents: documentIdsSchema.optional(),
  categories: categoriesSchema.optional(),
});

/** DELETE /users/delete and /helpers/delete: the password confirms it (accounts without one send none). */
export const deleteAccountBody = z.object({
  password: z.string({ error: AuthTexts.deletePasswordRequired }).max(PASSWORD_MAX_LENGTH, AuthTexts.passwordTooLong).optional(),
});

/** POST /auth/google, /auth/microsoft, /auth/apple, /auth/facebook: the provider's ID token ("credential"). */
export const socialSignInBody = z.object({
  credential: z
    .string({ error: AuthTexts.credentialRequired })
    .trim()
    .min(1, AuthTexts.credentialRequired)
    .max(ID_TOKEN_MAX_LENGTH, AuthTexts.credentialInvalid),
  role: z.enum(ROLES, { error: AuthTexts.roleNotAllowed }).default('USER'),
});

/** PUT /helpers/available */
export const availabilityBody = z.object({
  isAvailable: z.boolean({ error: AuthTexts.availabilityInvalid }),
});

/** A helper named by e-mail address or account id (uuid), as the admin review and its CLI take it. */
export const helperRefSchema = z
  .string({ error: AuthTexts.helperRequired })
  .trim()
  .min(1, AuthTexts.helperRequired)
  .refine((ref) => z.email().safeParse(ref).success || z.uuid().safeParse(ref).success, AuthTexts.helperRefInvalid);

/** POST /admin/helpers/review */
export const helperReviewBody = z.object({
  helper: helperRefSchema,
  approve: z.boolean(),
  reason: z.string().max(1000, AuthTexts.reviewReasonTooLong).default(''),
});

export type SelectOption = { label: string; value: string };
export type Location = z.infer<typeof locationSchema>;
export type SignUpBody = z.infer<typeof signUpBody>;
export type HelperSignUpBody = z.infer<typeof helperSignUpBody>;
export type VerifyOtpBody = z.infer<typeof verifyOtpBody>;
export type ResendOtpBody = z.infer<typeof resendOtpBody>;
export type LoginBody = z.infer<typeof loginBody>;
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export type SwitchRoleBody = z.infer<typeof switchRoleBody>;
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;
export type HelperProfileUpdateBody = z.infer<typeof helperProfileUpdateBody>;
export type RegisterRoleBody = z.infer<typeof registerRoleBody>;
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
export type SocialSignInBody = z.infer<typeof socialSignInBody>;
export type AvailabilityBody = z.infer<typeof availabilityBody>;
export type HelperReviewBody = z.infer<typeof helperReviewBody>;
