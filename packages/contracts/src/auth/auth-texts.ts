import { FileTexts } from '../files';
import { ValidationTexts } from '../messages';
import {
  ADDRESS_MAX_LENGTH,
  BIO_MAX_LENGTH,
  MAX_SELECTED_OPTIONS,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type Role,
  USERNAME_MAX_LENGTH,
} from './account-constants';

export const AuthTexts = {
  accountSuspended: 'This account is suspended. Please contact support.',
  suspensionReasonRequired: 'Please give the reason for the suspension.',
  warningReasonRequired: 'Please give the reason for the warning.',
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
  favoriteCategoriesRequired: 'Favorite categories must be a list',
  tooManyFavoriteCategories: `Choose at most ${MAX_SELECTED_OPTIONS} favorite categories`,
  favoritesUpdated: 'Favorite categories updated',
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
  oneContactOnly: 'Give an email or a phone number, not both',
  contactTypeInvalid: 'Contact type must be email or phone',
  noEmailWithPhoneSignUp: 'Leave the email empty when you sign up by phone: you can add one from your profile later',
  smsUnavailable: 'Codes cannot be sent by SMS right now. Please use your email instead.',
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
  // An admin's second factor (decision 0064)
  challengeRequired: 'The sign-in step is missing. Please enter your password again.',
  challengeExpired: 'This sign-in has expired or was already used. Please enter your password again.',
  totpCodeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  totpCodeInvalid: 'The code must be the 6 digits your authenticator app shows',
  recoveryCodeInvalid: 'Enter a recovery code as it was given to you',
  oneSecondFactorOnly: 'Give a code or a recovery code, not both',
  secondFactorWrong: 'Wrong code. Enter the code your authenticator app shows now, or an unused recovery code.',
  secondFactorReused: 'This code was already used. Wait for the next code in your authenticator app.',
} as const;

/** The identity routes' success answers (spec §7), shown as toasts. */
export const AuthMessages = {
  signedUp: 'Account created. Enter the 6-digit code we sent to your email.',
  signedUpByPhone: 'Account created. Enter the 6-digit code we sent to your phone.',
  verified: 'Verified successfully',
  otpSent: 'OTP sent successfully',
  loggedIn: 'Login successfully',
  loggedOut: 'Logged out successfully',
  resetCodeSent: 'If an account exists for this email, we have sent a code to reset the password.',
  resetCodeSentByPhone: 'If an account exists for this phone number, we have sent a code to reset the password.',
  passwordReset: 'Password reset successfully. Please sign in.',
  passwordChanged: 'Password changed successfully',
  availabilityUpdated: 'Availability updated successfully',
  helperReviewed: 'Helper review saved',
  /** Social sign-in that created the account (a returning one answers `loggedIn`). */
  accountCreated: 'Account created successfully',
  /** An admin's correct password: the second factor comes next (decision 0064). */
  enterSecondFactor: 'Enter the code from your authenticator app',
  /** An admin's first sign-in: the authenticator app is set up next. */
  setUpSecondFactor: 'Add Helpwire to your authenticator app, then enter the code it shows',
  /** The second factor set up: the recovery codes are shown once. */
  secondFactorEnrolled: 'Two-step sign-in is set up. Keep your recovery codes somewhere safe: they are shown only once.',
} as const;

/** "No account found for this role USER|HELPER" (spec §8): the client opens that role's sign-up form. */
export function noAccountForRole(role: Role): string {
  return role === 'HELPER' ? AuthTexts.noAccountForHelper : AuthTexts.noAccountForUser;
}

/** The success toast after switching to `role` (spec §4). */
export function roleSwitchedText(role: Role): string {
  return role === 'HELPER' ? AuthTexts.helperLoginSuccess : AuthTexts.userLoginSuccess;
}
