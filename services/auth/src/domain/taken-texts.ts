import { AppError, uniqueViolationConstraint, type ErrorReason } from '@helpwire/service-kit';

/** What a 409 says when another account already uses an e-mail, username or phone (sign-up, profile update). */
export const TAKEN_TEXT = {
  email: 'An account with this email already exists',
  username: 'This username is taken',
  phone: 'An account with this phone number already exists',
} as const;

export type UniqueField = keyof typeof TAKEN_TEXT;

const TAKEN_REASON = {
  email: 'AUTH_EMAIL_TAKEN',
  username: 'AUTH_USERNAME_TAKEN',
  phone: 'AUTH_PHONE_TAKEN',
} as const satisfies Record<UniqueField, ErrorReason>;

/** The 409 for one field another account already uses, with its text and reason code. */
export function takenError(field: UniqueField): AppError {
  return new AppError('ALREADY_EXISTS', TAKEN_TEXT[field], TAKEN_REASON[field]);
}

/** The unique indexes of auth.accounts, by the field each protects. */
const UNIQUE_INDEX: Record<string, UniqueField> = {
  accounts_email_unique: 'email',
  accounts_username_unique: 'username',
  accounts_phone_unique: 'phone',
};

/** The 409 for a unique violation on auth.accounts (a race lost after the pre-check), or the error itself. */
export function takenFieldError(error: unknown): unknown {
  const field = UNIQUE_INDEX[uniqueViolationConstraint(error) ?? ''];
  return field ? takenError(field) : error;
}
