import { z } from 'zod';
import { documentIdsSchema, fileIdSchema, FileTexts, optionalFileId } from '../files';
import { ID_TOKEN_MAX_LENGTH, PASSWORD_MAX_LENGTH, ROLES } from './account-constants';
import { categoriesSchema, favoriteCategoriesSchema, isMissing, optionalEmail, optionalPhone, profileFields, requiredPhone } from './account-fields';
import { AuthTexts } from './auth-texts';

// Bodies of the signed-in account: role switch, profile update, role registration, deletion, social sign-in, availability and the admin's helper review.
/** A user id: a non-empty id string, or a positive integer (older clients) turned into a string. */
export const userIdSchema = z.union(
  [
    z
      .string()
      .trim()
      .min(1, AuthTexts.userIdRequired)
      .max(100, AuthTexts.invalidId)
      .regex(/^[A-Za-z0-9_-]+$/, AuthTexts.invalidId),
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
 * A new e-mail address takes effect once the code sent to it is verified (POST /auth/verifyotp). The
 * e-mail may be left empty only by an account that has none (signed up by phone, decision 0060).
 */
export const profileUpdateBody = z.object({
  ...profileFields,
  email: optionalEmail,
  phone: requiredPhone,
  profilePic: z.union([fileIdSchema, z.null()], { error: FileTexts.fileIdInvalid }).optional(),
  idCard: optionalFileId,
});

/** PUT /users/favoriteCategories: the user's favourite categories in their order (the gateway checks them against the catalogue). */
export const favoriteCategoriesBody = z.object({ favoriteCategories: favoriteCategoriesSchema });
export type FavoriteCategoriesBody = z.infer<typeof favoriteCategoriesBody>;

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

/** POST /admin/accounts/suspend and /warn: the account and why (issue 24, item 3). */
export const accountSanctionBody = z.object({
  account: z.uuid({ error: 'account must be an account id' }),
  reason: z
    .string({ error: AuthTexts.suspensionReasonRequired })
    .trim()
    .min(1, AuthTexts.suspensionReasonRequired)
    .max(1000, AuthTexts.suspensionReasonRequired),
});
/** POST /admin/accounts/unsuspend: the account. */
export const accountRefBody = z.object({ account: z.uuid({ error: 'account must be an account id' }) });

export type SwitchRoleBody = z.infer<typeof switchRoleBody>;
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;
export type HelperProfileUpdateBody = z.infer<typeof helperProfileUpdateBody>;
export type RegisterRoleBody = z.infer<typeof registerRoleBody>;
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
export type SocialSignInBody = z.infer<typeof socialSignInBody>;
export type AvailabilityBody = z.infer<typeof availabilityBody>;
export type HelperReviewBody = z.infer<typeof helperReviewBody>;
