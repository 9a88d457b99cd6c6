/**
 * Reason codes the realtime channel (`/call-gateway`) answers in an acknowledgement or a connect
 * error. Role and payload refusals use the platform's ROLE_NOT_ALLOWED and VALIDATION_FAILED.
 */
export const REALTIME_ERROR_CODES = [
  /** The service behind a client event (the call service) is not configured or does not answer. */
  'REALTIME_CALL_SERVICE_UNAVAILABLE',
  /** A meeting signal for a call that is not accepted (still ringing, or ended without a helper). */
  'REALTIME_CALL_NOT_ACCEPTED',
  /** A client event larger than its event's size limit (too many events at once is RATE_LIMITED). */
  'REALTIME_EVENT_TOO_LARGE',
  /** The handshake of an account that already holds as many open sockets as it may. */
  'REALTIME_TOO_MANY_CONNECTIONS',
] as const;

export type RealtimeErrorCode = (typeof REALTIME_ERROR_CODES)[number];
