import { z } from 'zod';
import { documentIdsSchema, optionalFileId, requiredIdCard } from '../files';
import {
  confirmation,
  confirmPassword,
  CONTACT_TYPES,
  contactBody,
  contactPhone,
  existingPassword,
  loginIdentifierSchema,
  newPasswordSchema,
  optionalEmail,
  optionalPhone,
  otpCodeSchema,
  profileFields,
  requiredPhone,
} from './account-fields';
import { AuthTexts } from './auth-texts';

// Bodies of signing up, in and out of a password: sign-up (user and helper), OTP, login, password reset and change.
const signUpFields = {
  ...profileFields,
  password: newPasswordSchema(),
  confirmPassword,
  /** Must be literally true. */
  acceptTerms: z.literal(true, { error: AuthTexts.mustAcceptTerms }),
};

/** Runs on any object body, even when some of its fields failed (so each field reports its own rule). */
const always = { when: (payload: z.core.ParsePayload) => typeof payload.value === 'object' && payload.value !== null };

/**
 * POST /auth/signup (USER). `contactType` (spec §3; default email) is where the code goes: by e-mail
 * (e-mail required, phone optional) or by SMS (phone required, no e-mail: a phone-only account that
 * can add an e-mail from its profile later; decision 0060). ID card optional.
 */
export const signUpBody = z
  .object({
    ...signUpFields,
    contactType: z.enum(CONTACT_TYPES, { error: AuthTexts.contactTypeInvalid }).default('email'),
    email: optionalEmail,
    phone: optionalPhone,
    idCard: optionalFileId,
  })
  .refine((body) => body.password === body.confirmPassword, confirmation('password'))
  .refine((body) => body.contactType !== 'email' || Boolean(body.email), { path: ['email'], error: AuthTexts.emailRequired, ...always })
  .refine((body) => body.contactType !== 'phone' || Boolean(body.phone), { path: ['phone'], error: AuthTexts.phoneRequired, ...always })
  .refine((body) => body.contactType !== 'phone' || !body.email, { path: ['email'], error: AuthTexts.noEmailWithPhoneSignUp, ...always });

/**
 * POST /auth/signup/helper (HELPER): phone, ID card and at least one PDF document required. Files are
 * uploaded first (POST /upload) and named here by the ids the upload returned.
 */
export const helperSignUpBody = z
  .object({ ...signUpFields, phone: requiredPhone, idCard: requiredIdCard, documents: documentIdsSchema })
  .refine((body) => body.password === body.confirmPassword, confirmation('password'));

/** Where a code went: an e-mail or a phone (E.164), exactly one (decision 0060). */
const contactFields = { email: optionalEmail, phone: contactPhone };
const oneContact = (body: { email?: string | undefined; phone?: string | undefined }) => Boolean(body.email) !== Boolean(body.phone);
const oneContactRule = {
  ...always,
  path: ['email'],
  error: (issue: { input: unknown }) => {
    const body = issue.input as { email?: unknown; phone?: unknown };
    return body.email && body.phone ? AuthTexts.oneContactOnly : AuthTexts.identifierRequired;
  },
};

/** POST /auth/verifyotp: the sign-up code, with the e-mail or phone it went to. */
export const verifyOtpBody = z.object({ ...contactFields, code: otpCodeSchema }).refine(oneContact, oneContactRule);

/** POST /auth/resendotp */
export const resendOtpBody = z.object(contactFields).refine(oneContact, oneContactRule);

/** POST /auth/login and /auth/login/helper. On failure answer only AuthTexts.invalidCredentials. */
export const loginBody = z.object({
  identifier: loginIdentifierSchema,
  password: existingPassword(AuthTexts.passwordRequired),
});

/** POST /auth/forgot-password: the account's e-mail or phone. */
export const forgotPasswordBody = z.object(contactFields).refine(oneContact, oneContactRule);

/** POST /auth/reset-password: the code with the e-mail or phone it went to, and the new password twice. */
export const resetPasswordBody = z
  .object({ ...contactFields, code: otpCodeSchema, password: newPasswordSchema(), confirmPassword })
  .refine(oneContact, oneContactRule)
  .refine((body) => body.password === body.confirmPassword, confirmation('password'));

// The forms of the code steps: one "Email or phone" field (`contact`) that becomes `{ email }` or `{ phone }`.
const withContact = <T extends { contact: string }>({ contact, ...rest }: T) => ({ ...rest, ...contactBody(contact) });

/** The forgot-password form: its one field becomes the body. */
export const forgotPasswordForm = z.object({ contact: loginIdentifierSchema }).transform(withContact);

/** The sign-up code form. */
export const verifyOtpForm = z.object({ contact: loginIdentifierSchema, code: otpCodeSchema }).transform(withContact);

/** The reset form: the code, the contact it went to, the new password twice. */
export const resetPasswordForm = z
  .object({ contact: loginIdentifierSchema, code: otpCodeSchema, password: newPasswordSchema(), confirmPassword })
  .refine((body) => body.password === body.confirmPassword, confirmation('password'))
  .transform(withContact);

/** POST /users/changePassword and /helpers/changePassword */
export const changePasswordBody = z
  .object({
    currentPassword: existingPassword(AuthTexts.currentPasswordRequired),
    newPassword: newPasswordSchema(AuthTexts.newPasswordRequired),
    confirmPassword,
  })
  .refine((body) => body.newPassword === body.confirmPassword, confirmation('newPassword'));

export type SignUpBody = z.infer<typeof signUpBody>;
export type HelperSignUpBody = z.infer<typeof helperSignUpBody>;
export type VerifyOtpBody = z.infer<typeof verifyOtpBody>;
export type ResendOtpBody = z.infer<typeof resendOtpBody>;
export type LoginBody = z.infer<typeof loginBody>;
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
