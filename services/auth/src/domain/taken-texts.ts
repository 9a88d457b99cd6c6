/** What a 409 says when another account already uses an e-mail, username or phone (sign-up, profile update). */
export const TAKEN_TEXT = {
  email: 'An account with this email already exists',
  username: 'This username is taken',
  phone: 'An account with this phone number already exists',
} as const;

export type UniqueField = keyof typeof TAKEN_TEXT;
