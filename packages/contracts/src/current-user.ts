import { z } from 'zod';
import { SOCIAL_PROVIDERS } from './auth';
import { fileRefSchema } from './files';

/**
 * Response shapes of the identity routes: the current user of spec §3 exactly as the gateway's
 * user view answers it (GET /users/find, every session answer, the profile update), and the answers
 * that carry it. Plain shapes, no input rules: they describe what the server sends; strict, so a
 * field the gateway adds without adding it here fails its response check.
 */

const optionSchema = z.object({ label: z.string(), value: z.string() });

export const VERIFICATION_STATUSES = ['IN_REVIEW', 'APPROVED', 'REJECTED'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const currentUserSchema = z.strictObject({
  id: z.string(),
  /** 1 = user, 2 = helper (spec §3). */
  roleId: z.number().int(),
  /** The role of the session: USER or HELPER. */
  role: z.object({ name: z.string() }),
  /** Every role the account holds. */
  roles: z.array(z.string()),
  verified: z.boolean(),
  isAvailable: z.boolean(),
  /** Helpers: where the admin's check stands (null before documents are sent, and for users). */
  verificationStatus: z.enum(VERIFICATION_STATUSES).nullable(),
  rejectionReason: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  gender: z.string(),
  languages: z.array(optionSchema),
  categories: z.array(optionSchema),
  favoriteCategories: z.array(optionSchema),
  location: z.object({ latitude: z.number(), longitude: z.number(), address: z.string() }).nullable(),
  bio: z.string(),
  genderPreference: z.string(),
  /** Empty when the account has no picture (the web shows the default one). */
  profilePic: z.string(),
  idCard: fileRefSchema.nullable(),
  documents: z.array(fileRefSchema),
  /** False for accounts made with a social provider only: no current password to give. */
  hasPassword: z.boolean(),
  /** A new e-mail address waiting for its code, or null. */
  pendingEmail: z.string().nullable(),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

/** A signed-in answer: the bearer token and the user of its role. */
export const sessionSchema = z.object({ token: z.string(), user: currentUserSchema });
export type Session = z.infer<typeof sessionSchema>;

export const socialSessionSchema = sessionSchema.extend({ created: z.boolean() });

/**
 * POST /auth/login/admin: an admin's correct password opens no session, only the second factor's
 * step (decision 0064): `challenge` is single use and lasts 5 minutes. TOTP: a code from the
 * authenticator app (or a recovery code) goes to /auth/login/admin/totp. ENROLL (first sign-in): the
 * admin adds `secret` (or scans `otpauthUrl`) into an authenticator app and sends its first code to
 * /auth/login/admin/totp/enroll.
 */
export const adminChallengeSchema = z.discriminatedUnion('secondFactor', [
  z.strictObject({ secondFactor: z.literal('TOTP'), challenge: z.string() }),
  z.strictObject({ secondFactor: z.literal('ENROLL'), challenge: z.string(), secret: z.string(), otpauthUrl: z.string() }),
]);
export type AdminChallenge = z.infer<typeof adminChallengeSchema>;

/** POST /auth/login/admin/totp/enroll: the session, and ten recovery codes shown this once. */
export const enrolledAdminSessionSchema = sessionSchema.extend({ recoveryCodes: z.array(z.string()) });
export type EnrolledAdminSession = z.infer<typeof enrolledAdminSessionSchema>;

export const signedUpSchema = z.object({ userId: z.string(), codeSentTo: z.string() });

export const profileUpdatedSchema = z.object({
  user: currentUserSchema,
  /** Where the code for a new e-mail address went (masked); null when the e-mail is unchanged. */
  emailCodeSentTo: z.string().nullable(),
});

export const accountDeletedSchema = z.object({ erased: z.boolean() });

export const availabilitySchema = z.object({ isAvailable: z.boolean() });

export const helperReviewedSchema = z.object({ userId: z.string(), status: z.enum(['APPROVED', 'REJECTED']) });

export const socialProviderListSchema = z.array(z.object({ provider: z.enum(SOCIAL_PROVIDERS), clientId: z.string() }));

/** No data: the message says what happened. */
export const emptySchema = z.object({}).strict();
