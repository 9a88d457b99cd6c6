import { USERNAME_MAX_LENGTH, type SocialProvider } from '@helpwire/contracts';

/** What a verified ID token says about the person, read the same way for every provider. */
export interface SocialProfile {
  subject: string;
  /** Lower-cased; null when the token has none. */
  email: string | null;
  /** Only a verified e-mail may link to an existing account or create one. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** The claims of an ID token a sign-in reads (every one but `sub` may be missing or mistyped). */
export interface SocialClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  xms_edov?: unknown;
}

const isTrue = (value: unknown) => value === true || value === 'true';
const text = (value: unknown, max = 100) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').slice(0, max) : '');

/**
 * `email_verified` is a boolean at Google and Facebook and the string "true" at Apple. Microsoft
 * sends no `email_verified`; there only the optional claim `xms_edov` (the e-mail's domain is
 * verified by the tenant) counts — a Microsoft e-mail without it never links nor creates an account,
 * because an Entra tenant may set any address on its users.
 */
export function emailIsVerified(provider: SocialProvider, claims: SocialClaims): boolean {
  if (isTrue(claims.email_verified)) return true;
  return provider === 'microsoft' && isTrue(claims.xms_edov);
}

export function socialProfile(provider: SocialProvider, claims: SocialClaims): SocialProfile {
  const email = text(claims.email, 254).toLowerCase();
  const validEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null;
  const full = text(claims.name);
  const [firstOfFull = '', ...restOfFull] = full ? full.split(' ') : [];
  const localPart = validEmail ? validEmail.split('@')[0]! : '';
  // Apple puts no names in its ID token: the e-mail's local part stands in until the profile is completed.
  const firstName = text(claims.given_name) || firstOfFull || localPart.slice(0, 100) || 'Helpwire';
  const lastName = text(claims.family_name) || restOfFull.join(' ') || '';
  return { subject: claims.sub, email: validEmail, emailVerified: validEmail !== null && emailIsVerified(provider, claims), firstName, lastName };
}

/** A username from the e-mail's local part, in the contracts' alphabet (letters, digits, dots, underscores). */
export function usernameBase(email: string): string {
  const cleaned = email
    .split('@')[0]!
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._]/g, '')
    .replace(/^[._]+|[._]+$/g, '');
  return (cleaned || 'user').slice(0, USERNAME_MAX_LENGTH - 6);
}
