import { z } from 'zod';
import { requiredEmail } from '../email';
import { LANGUAGE_CODES } from '../languages';
import {
  ADDRESS_MAX_LENGTH,
  BIO_MAX_LENGTH,
  GENDER_PREFERENCES,
  GENDERS,
  MAX_SELECTED_OPTIONS,
  NAME_MAX_LENGTH,
  OPTION_TEXT_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
} from './account-constants';
import { AuthTexts } from './auth-texts';

// Field rules. Each field reports one message. No check uses `abort: true`: in zod v4 an explicitly
// aborted issue anywhere in the body stops the object-level confirm-password refinement from running.

export const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/** An optional leading +, then digits, spaces and dashes, starting and ending with a digit. */
const PHONE_PATTERN = /^\+?\d(?:[\d -]*\d)?$/;

/** Phone rule of spec §5 on an already trimmed string: 12–15 characters, digits with optional +, spaces, dashes. */
export function isValidPhone(phone: string): boolean {
  return phone.length >= PHONE_MIN_LENGTH && phone.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(phone);
}

/**
 * Canonical phone for storage and look-up, E.164: "+" and digits only, a leading 00 read as the "+"
 * and digits without either read as already starting with the country code ("+44 20-7946 0958",
 * "0044 20 7946 0958" and "442079460958" → "+442079460958"; decision 0060).
 */
export function normalizePhone(phone: string): string {
  return `+${phone.replace(/\D/g, '').replace(/^00/, '')}`;
}

/** Whether a login identifier is an e-mail address (contains "@") or a phone number. */
export function identifierKind(identifier: string): 'email' | 'phone' {
  return identifier.includes('@') ? 'email' : 'phone';
}

/** Spec §3 contact type: how an account is reached (the code at sign-up, password resets). */
export const CONTACT_TYPES = ['email', 'phone'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/**
 * One e-mail or phone typed in one field (a form's "Email or phone", already checked by
 * `loginIdentifierSchema`) as the request bodies carry it: `{ email }` lower-cased or `{ phone }` in E.164.
 */
export function contactBody(contact: string): { email: string | undefined; phone: string | undefined } {
  const value = contact.trim();
  return identifierKind(value) === 'email' ? { email: value.toLowerCase(), phone: undefined } : { email: undefined, phone: normalizePhone(value) };
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

/** A phone that names an account's contact (codes, resets): the phone rule, then E.164; absent or blank → undefined. */
export const contactPhone = optionalPhone.transform((phone) => (phone ? normalizePhone(phone) : undefined));

/** An optional e-mail (a phone sign-up, a code sent by SMS): absent, null or blank → undefined; otherwise "Must be email". */
export const optionalEmail = z
  .string({ error: AuthTexts.mustBeEmail })
  .trim()
  .max(254, AuthTexts.mustBeEmail)
  .refine((email) => email === '' || z.email().safeParse(email).success, { error: AuthTexts.mustBeEmail })
  .nullish()
  .transform((email) => (email ? email.toLowerCase() : undefined));

const requiredName = (required: string, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(NAME_MAX_LENGTH, tooLong);

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
export const existingPassword = (required: string) => z.string({ error: required }).min(1, required).max(PASSWORD_MAX_LENGTH, AuthTexts.passwordTooLong);

export const confirmPassword = z.string({ error: AuthTexts.confirmPasswordRequired }).min(1, AuthTexts.confirmPasswordRequired);

/**
 * Options of the confirm-password refinement: reported on confirmPassword, and checked even when other
 * fields failed, as long as both passwords are non-empty strings.
 */
export const confirmation = (key: 'password' | 'newPassword') => ({
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
/** A user's favourite categories (spec §3 favoriteCategories), in their order: slugs as for categories; [] clears them. */
export const favoriteCategoriesSchema = z
  .array(option(AuthTexts.categoryInvalid), { error: AuthTexts.favoriteCategoriesRequired })
  .max(MAX_SELECTED_OPTIONS, AuthTexts.tooManyFavoriteCategories)
  .transform((options) => options.filter((o, i) => options.findIndex((p) => p.value === o.value) === i));

export const locationSchema = z.object(
  {
    latitude: z.number({ error: AuthTexts.latitudeRequired }).min(-90, AuthTexts.latitudeOutOfRange).max(90, AuthTexts.latitudeOutOfRange),
    longitude: z.number({ error: AuthTexts.longitudeRequired }).min(-180, AuthTexts.longitudeOutOfRange).max(180, AuthTexts.longitudeOutOfRange),
    address: z.string({ error: AuthTexts.addressRequired }).trim().min(1, AuthTexts.addressRequired).max(ADDRESS_MAX_LENGTH, AuthTexts.addressTooLong),
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
  .refine((value) => value === '' || (identifierKind(value) === 'email' ? value.length <= 254 && z.email().safeParse(value).success : isValidPhone(value)), {
    error: AuthTexts.identifierInvalid,
  })
  .transform((value) => (identifierKind(value) === 'email' ? value.toLowerCase() : value));

/** Profile fields shared by sign-up and profile update (phone is added per body). */
export const profileFields = {
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
export type SelectOption = { label: string; value: string };
export type Location = z.infer<typeof locationSchema>;
