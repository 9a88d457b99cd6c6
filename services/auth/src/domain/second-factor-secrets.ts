import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { base32Encode } from './totp';

/**
 * What an admin's second factor keeps at rest (decision 0064): the TOTP secret sealed with AES-256-GCM
 * under TOTP_SECRET_KEY (the admin's id as additional data, so a sealed secret copied onto another
 * admin does not open), recovery codes and challenges as hashes only.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The AES-256 key sealing TOTP secrets (TOTP_SECRET_KEY), also keying the recovery codes' hashes. */
export interface SecondFactorKey {
  key: Buffer;
  /** True when the development key was derived because none was set. */
  derived: boolean;
}

const additionalData = (accountId: string) => Buffer.from(`totp:${accountId}`);

export function sealTotpSecret(key: Buffer, accountId: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(additionalData(accountId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** The secret `sealTotpSecret` sealed for this account; throws for another account, key or a damaged seal. */
export function openTotpSecret(key: Buffer, accountId: string, sealed: string): string {
  const [version, payload] = sealed.split(':');
  if (version !== VERSION || !payload) throw new Error('unknown TOTP secret seal');
  const bytes = Buffer.from(payload, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(additionalData(accountId));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** How many recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;

/** Ten fresh recovery codes, 50 random bits each, shown as `XXXXX-XXXXX` (base32: no 0/1/8/9 to misread). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = base32Encode(randomBytes(7)).slice(0, 10);
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** A recovery code as typed (any case, with or without the dash or spaces) in its one stored form. */
export const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z2-7]/g, '');

/** The stored form of a recovery code: an HMAC under a key derived from TOTP_SECRET_KEY (never the code). */
export function hashRecoveryCode(key: Buffer, code: string): string {
  const hashKey = createHmac('sha256', key).update('helpwire admin recovery codes').digest();
  return createHmac('sha256', hashKey).update(normalizeRecoveryCode(code)).digest('hex');
}

/** A challenge: 256 random bits, base64url; only its SHA-256 is stored. */
export function newChallenge(): { challenge: string; hash: string } {
  const challenge = randomBytes(32).toString('base64url');
  return { challenge, hash: hashChallenge(challenge) };
}

export const hashChallenge = (challenge: string) => createHash('sha256').update(challenge).digest('hex');

/** Constant-time equality of two hex hashes. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
