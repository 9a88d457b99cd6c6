/** Reason codes of the auth service: accounts, roles, sign-in, codes, social sign-in, helpers. */
export const AUTH_ERROR_CODES = [
  'AUTH_EMAIL_TAKEN',
  'AUTH_USERNAME_TAKEN',
  'AUTH_PHONE_TAKEN',
  'AUTH_INVALID_CREDENTIALS',
  'AUTH_EMAIL_NOT_VERIFIED',
  'AUTH_ACCOUNT_LOCKED',
  // Suspended by a dispute's USER_BAN or an admin (issue 24): no sign-in until an admin lifts it.
  'AUTH_ACCOUNT_SUSPENDED',
  'AUTH_ACCOUNT_NOT_FOUND',
  'AUTH_ROLE_NOT_REGISTERED',
  'AUTH_ROLE_ALREADY_HELD',
  'AUTH_PASSWORD_REQUIRED',
  'AUTH_CURRENT_PASSWORD_WRONG',
  'AUTH_CODE_INVALID',
  'AUTH_CODE_ATTEMPTS_EXCEEDED',
  'AUTH_RESEND_TOO_SOON',
  'AUTH_RESEND_CAP_REACHED',
  'AUTH_SMS_UNAVAILABLE',
  'AUTH_PROVIDER_NOT_CONFIGURED',
  'AUTH_PROVIDER_UNREACHABLE',
  'AUTH_SOCIAL_CREDENTIAL_INVALID',
  'AUTH_SOCIAL_EMAIL_NOT_VERIFIED',
  'AUTH_HELPER_NOT_FOUND',
  'AUTH_HELPER_NOT_APPROVED',
  'AUTH_HELPER_REJECTED',
  'AUTH_HELPER_STATUS_INVALID',
  'AUTH_REJECTION_REASON_REQUIRED',
  'AUTH_CATEGORY_UNKNOWN',
  // An admin's second factor (decision 0064): the challenge is gone (expired, used, unknown); a wrong
  // code or recovery code; a code already used in its 30-second step.
  'AUTH_CHALLENGE_INVALID',
  'AUTH_SECOND_FACTOR_INVALID',
  'AUTH_SECOND_FACTOR_REUSED',
  // The admin CLI's reset of a second factor names no admin account.
  'AUTH_ADMIN_NOT_FOUND',
  // The console's People page (decision 0076): a code for an account already verified; an erasure
  // refused (an admin, or the admin themself), one whose typed e-mail does not match, one already erased.
  'AUTH_ACCOUNT_ALREADY_VERIFIED',
  'AUTH_ERASE_REFUSED',
  'AUTH_ERASE_CONFIRMATION_MISMATCH',
  'AUTH_ACCOUNT_ERASED',
  // The console's Admins page (decision 0083): the permission it needs is missing; the e-mail is
  // already an admin's; a change refused (one's own account, or the last holder of admins.manage).
  'AUTH_ADMIN_PERMISSION_REQUIRED',
  'AUTH_ALREADY_ADMIN',
  'AUTH_ADMIN_CHANGE_REFUSED',
] as const;

export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];
