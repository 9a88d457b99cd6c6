/**
 * Reason codes any service or the gateway may answer: the request itself was wrong, the caller
 * lacks a session or a role, too many requests, or the platform failed. See decision 0016.
 */
export const PLATFORM_ERROR_CODES = [
  'VALIDATION_FAILED',
  'SESSION_REQUIRED',
  'ROLE_NOT_ALLOWED',
  'ROUTE_NOT_FOUND',
  'RATE_LIMITED',
  'REQUEST_MALFORMED_JSON',
  'REQUEST_BODY_TOO_LARGE',
  'REQUEST_UNSUPPORTED_ENCODING',
  'REQUEST_INVALID_COMPRESSED_BODY',
  'REQUEST_ABORTED',
  'REQUEST_MALFORMED_URL',
  'REQUEST_NULL_CHARACTER',
  'BAD_REQUEST',
  'NOT_IMPLEMENTED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;

export type PlatformErrorCode = (typeof PLATFORM_ERROR_CODES)[number];
