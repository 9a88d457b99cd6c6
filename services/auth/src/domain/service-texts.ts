/** Answers of the auth service that the spec leaves open (the spec's own texts are in contracts). */
export const ServiceTexts = {
  invalidCode: 'Invalid or expired code',
  tooManyWrongCodes: 'Too many wrong codes. Please request a new code.',
  resendTooSoon: 'Please wait a minute before requesting another code.',
  resendCapReached: 'Too many codes requested. Please try again in an hour.',
  codeSent: 'A verification code has been sent if an account exists for this email.',
  tooManyAttempts: 'Too many attempts. Please try again in 15 minutes.',
  currentPasswordWrong: 'Current password is incorrect',
  sessionRequired: 'Unauthorized',
  accountNotFound: 'Account not found',
  tooManySessions: 'Too many sessions in one check (at most 1,000).',
} as const;
