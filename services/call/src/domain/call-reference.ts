import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a reference read aloud is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The format of a call's reference id (spec §3 "reference id"; decision 0024): HW- and 10 characters. */
export const CALL_REFERENCE = /^HW-[0-9A-HJKMNP-TV-Z]{10}$/;

/** A new call's reference id (50 random bits); also its media room's id. */
export function newCallReference(): string {
  const bytes = randomBytes(10);
  let text = '';
  for (const byte of bytes) text += ALPHABET[byte & 31];
  return `HW-${text}`;
}
