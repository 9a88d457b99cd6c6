/**
 * Identity contracts (spec §3 current user, §5 sign-up/profile/OTP/terms, §6 roles, §8 texts, §9 limits),
 * by domain under auth/: the limits, the texts, the field rules and the bodies. Objects are non-strict:
 * unknown keys (role, isVerified, roleId, ...) are stripped, so a client can never smuggle privileged
 * fields through these bodies.
 */

export {
  ROLES,
  GENDERS,
  GENDER_PREFERENCES,
  PHONE_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  OTP_LENGTH,
  NAME_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  BIO_MAX_LENGTH,
  ADDRESS_MAX_LENGTH,
  OPTION_TEXT_MAX_LENGTH,
  MAX_SELECTED_OPTIONS,
  DEFAULT_PROFILE_PIC,
  SOCIAL_PROVIDERS,
  ID_TOKEN_MAX_LENGTH,
} from './auth/account-constants';
export type { Role, Gender, GenderPreference, SocialProvider } from './auth/account-constants';
export { AuthMessages, AuthTexts, noAccountForRole, roleSwitchedText } from './auth/auth-texts';
export {
  isValidPhone,
  normalizePhone,
  identifierKind,
  CONTACT_TYPES,
  contactBody,
  optionalEmail,
  requiredPhone,
  optionalPhone,
  usernameSchema,
  genderSchema,
  genderPreferenceSchema,
  newPasswordError,
  newPasswordSchema,
  languagesSchema,
  categoriesSchema,
  locationSchema,
  bioSchema,
  otpCodeSchema,
  loginIdentifierSchema,
} from './auth/account-fields';
export type { SelectOption, Location, ContactType } from './auth/account-fields';
export {
  signUpBody,
  helperSignUpBody,
  verifyOtpBody,
  resendOtpBody,
  loginBody,
  forgotPasswordBody,
  resetPasswordBody,
  changePasswordBody,
  forgotPasswordForm,
  verifyOtpForm,
  resetPasswordForm,
} from './auth/sign-in-bodies';
export type {
  SignUpBody,
  HelperSignUpBody,
  VerifyOtpBody,
  ResendOtpBody,
  LoginBody,
  ForgotPasswordBody,
  ResetPasswordBody,
  ChangePasswordBody,
} from './auth/sign-in-bodies';
export {
  userIdSchema,
  switchRoleBody,
  profileUpdateBody,
  favoriteCategoriesBody,
  helperProfileUpdateBody,
  registerRoleBody,
  deleteAccountBody,
  socialSignInBody,
  availabilityBody,
  helperRefSchema,
  helperReviewBody,
  accountSanctionBody,
  accountRefBody,
} from './auth/account-bodies';
export { adminTotpBody, adminEnrollBody, TOTP_CODE_LENGTH, RECOVERY_CODE_MAX_LENGTH, CHALLENGE_MAX_LENGTH } from './auth/second-factor-bodies';
export type { AdminTotpBody, AdminEnrollBody } from './auth/second-factor-bodies';
export type {
  SwitchRoleBody,
  ProfileUpdateBody,
  FavoriteCategoriesBody,
  HelperProfileUpdateBody,
  RegisterRoleBody,
  DeleteAccountBody,
  SocialSignInBody,
  AvailabilityBody,
  HelperReviewBody,
} from './auth/account-bodies';
