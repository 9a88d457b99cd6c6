import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Rules of the 6-digit verification codes (spec §5, §9; issue 4). */
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_MS = 60_000;
export const OTP_HOURLY_CAP = 5;

export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** Codes are stored as keyed hashes only: a leaked table does not reveal them. */
export function hashCode(code: string, key: string): string {
  return createHmac('sha256', key).update(code).digest('hex');
}

export function codeMatches(code: string, storedHash: string, key: string): boolean {
  const candidate = Buffer.from(hashCode(code, key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}

/** "layla@example.com" → "l***@example.com", to say where a code went without exposing it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** "+971524591783" → "+97*******83": the country code's start and the last two digits. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}${'*'.repeat(Math.max(0, phone.length - 5))}${phone.slice(-2)}`;
}
