import { z } from 'zod';
import { requiredEmail } from '../email';
import { documentIdsSchema, optionalFileId, requiredIdCard } from '../files';
import {
  confirmation,
  confirmPassword,
  existingPassword,
  loginIdentifierSchema,
  newPasswordSchema,
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

export type SignUpBody = z.infer<typeof signUpBody>;
export type HelperSignUpBody = z.infer<typeof helperSignUpBody>;
export type VerifyOtpBody = z.infer<typeof verifyOtpBody>;
export type ResendOtpBody = z.infer<typeof resendOtpBody>;
export type LoginBody = z.infer<typeof loginBody>;
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
