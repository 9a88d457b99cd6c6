import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * TOTP (RFC 6238 over RFC 4226's HOTP) with node:crypto, as every authenticator app reads it:
 * HMAC-SHA1, 6 digits, 30-second steps, a 160-bit secret in base32 (decision 0064). A code of the step
 * before or after the current one is accepted (clock drift); the caller refuses a step already used.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted on each side of the current one. */
export const TOTP_DRIFT_STEPS = 1;
const SECRET_BYTES = 20;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, upper case, without padding (what otpauth:// URLs carry). */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += BASE32[(value << (5 - bits)) & 31];
  return text;
}

/** Base32 to bytes (case and spaces ignored, padding allowed); throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A fresh secret: 160 random bits (RFC 4226's recommended length), in base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** The step (RFC 6238's T) that holds the instant `atMs`. */
export function totpStep(atMs: number): number {
  return Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of one step (HOTP with the step as the counter), zero-padded. */
export function totpCode(secret: string | Buffer, step: number): string {
  const key = typeof secret === 'string' ? base32Decode(secret) : secret;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/**
 * The step among the current one and its neighbours whose code `code` is, or undefined. Every
 * candidate is compared, in constant time, so the answer's timing says nothing about which matched.
 */
export function matchingStep(secret: string, code: string, atMs: number): number | undefined {
  if (!/^\d+$/.test(code) || code.length !== TOTP_DIGITS) return undefined;
  const key = base32Decode(secret);
  const given = Buffer.from(code);
  const now = totpStep(atMs);
  let matched: number | undefined;
  for (let step = now - TOTP_DRIFT_STEPS; step <= now + TOTP_DRIFT_STEPS; step += 1) {
    if (timingSafeEqual(Buffer.from(totpCode(key, step)), given) && matched === undefined) matched = step;
  }
  return matched;
}

/** The otpauth:// URL an authenticator app reads from a QR code (Key Uri Format). */
export function otpauthUrl(secret: string, accountName: string, issuer = 'Helpwire'): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_PERIOD_SECONDS) });
  return `otpauth://totp/${label}?${query.toString()}`;
}
