/**
 * What the auth pages use from the contracts, in one place. The footer's newsletter form loads the
 * contracts lazily (so they stay out of the initial bundle); the auth pages are lazy-loaded too
 * (Layout.tsx), so these re-exports land in the auth chunks, never in what `/` loads first.
 */
export {
  AuthTexts,
  contactBody,
  forgotPasswordBody,
  forgotPasswordForm,
  GENDER_PREFERENCES,
  GENDERS,
  helperSignUpBody,
  identifierKind,
  loginBody,
  OTP_LENGTH,
  resetPasswordBody,
  resetPasswordForm,
  signUpBody,
  verifyOtpBody,
  verifyOtpForm,
} from '@helpwire/contracts';
export type {
  ContactType,
  ForgotPasswordBody,
  HelperSignUpBody,
  LoginBody,
  ResendOtpBody,
  ResetPasswordBody,
  SelectOption,
  SignUpBody,
  SocialProvider,
  SocialSignInBody,
  VerifyOtpBody,
} from '@helpwire/contracts';
