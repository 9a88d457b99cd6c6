import { AUTH_ERROR_CODES } from './auth';
import { CALL_ERROR_CODES } from './call';
import { CONTENT_ERROR_CODES } from './content';
import { DISPUTE_ERROR_CODES } from './dispute';
import { MATCHING_ERROR_CODES } from './matching';
import { NOTIFICATION_ERROR_CODES } from './notification';
import { PAYMENT_ERROR_CODES } from './payment';
import { PLATFORM_ERROR_CODES } from './platform';
import { REALTIME_ERROR_CODES } from './realtime';
import { RECORDING_ERROR_CODES } from './recording';
import { UPLOAD_ERROR_CODES } from './upload';
import { WITHDRAWAL_ERROR_CODES } from './withdrawal';

export * from './auth';
export * from './call';
export * from './content';
export * from './dispute';
export * from './matching';
export * from './notification';
export * from './payment';
export * from './platform';
export * from './realtime';
export * from './recording';
export * from './upload';
export * from './withdrawal';

/**
 * Every stable reason code an error envelope's `code` may carry (decision 0016): one catalogue per
 * domain, named `<DOMAIN>_<WHAT>`; the web translates and routes by these, never by the English text.
 * A code is never renamed or reused once shipped; a new failure gets a new code.
 */
export const ERROR_CODES = [
  ...PLATFORM_ERROR_CODES,
  ...AUTH_ERROR_CODES,
  ...UPLOAD_ERROR_CODES,
  ...CONTENT_ERROR_CODES,
  ...PAYMENT_ERROR_CODES,
  ...MATCHING_ERROR_CODES,
  ...REALTIME_ERROR_CODES,
  ...CALL_ERROR_CODES,
  ...RECORDING_ERROR_CODES,
  ...DISPUTE_ERROR_CODES,
  ...WITHDRAWAL_ERROR_CODES,
  ...NOTIFICATION_ERROR_CODES,
] as const;

export type ErrorReason = (typeof ERROR_CODES)[number];

const KNOWN = new Set<string>(ERROR_CODES);

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && KNOWN.has(value);
}
