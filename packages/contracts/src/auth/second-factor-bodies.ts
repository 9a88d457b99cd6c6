import { z } from 'zod';
import { isMissing } from './account-fields';
import { AuthTexts } from './auth-texts';

// Bodies of an admin's second sign-in step (decision 0064): a TOTP code or a recovery code, with the
// challenge the password step answered.

/** The digits of a TOTP code (RFC 6238, as authenticator apps show it). */
export const TOTP_CODE_LENGTH = 6;
/** Recovery codes are 10 base32 characters, shown as `XXXXX-XXXXX`; longer input is never one. */
export const RECOVERY_CODE_MAX_LENGTH = 64;
/**
 * Challenges are 43 base64url characters. Anything up to this length is looked up (and answered
 * AUTH_CHALLENGE_INVALID when it is none, a session token too); longer input is refused as input.
 */
export const CHALLENGE_MAX_LENGTH = 1024;

const TOTP_PATTERN = new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`);

const challengeSchema = z
  .string({ error: AuthTexts.challengeRequired })
  .trim()
  .min(1, AuthTexts.challengeRequired)
  .max(CHALLENGE_MAX_LENGTH, AuthTexts.challengeExpired);

/** Six digits; the space some apps show in the middle ("123 456") is allowed and dropped. */
const totpCodeSchema = z
  .string({ error: (iss) => (isMissing(iss.input) ? AuthTexts.totpCodeRequired : AuthTexts.totpCodeInvalid) })
  .transform((code) => code.replace(/\s+/g, ''))
  .refine((code) => TOTP_PATTERN.test(code), { error: AuthTexts.totpCodeInvalid });

const recoveryCodeSchema = z
  .string({ error: AuthTexts.recoveryCodeInvalid })
  .trim()
  .min(1, AuthTexts.recoveryCodeInvalid)
  .max(RECOVERY_CODE_MAX_LENGTH, AuthTexts.recoveryCodeInvalid);

/** POST /auth/login/admin/totp: the challenge with a 6-digit code, or with one recovery code (not both). */
export const adminTotpBody = z
  .object({ challenge: challengeSchema, code: totpCodeSchema.optional(), recoveryCode: recoveryCodeSchema.optional() })
  .refine((body) => body.code !== undefined || body.recoveryCode !== undefined, { path: ['code'], error: AuthTexts.totpCodeRequired })
  .refine((body) => body.code === undefined || body.recoveryCode === undefined, { path: ['recoveryCode'], error: AuthTexts.oneSecondFactorOnly });

/** POST /auth/login/admin/totp/enroll: the ENROLL challenge and the first code of the secret it offered. */
export const adminEnrollBody = z.object({ challenge: challengeSchema, code: totpCodeSchema });

export type AdminTotpBody = z.infer<typeof adminTotpBody>;
export type AdminEnrollBody = z.infer<typeof adminEnrollBody>;
