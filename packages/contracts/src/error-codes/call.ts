/** Reason codes of the call service (instant match to "accepted", decision 0024). */
export const CALL_ERROR_CODES = [
  /** The user has cards but none is the default: "Please select a default payment method before creating a call." */
  'CALL_DEFAULT_CARD_REQUIRED',
  /** The user has no card at all: "Please add a payment card to get instant help" */
  'CALL_PAYMENT_CARD_REQUIRED',
  /** A charge of the user's tab failed: "Your last payment did not go through…" until "pay now" (decision 0031). */
  'CALL_TAB_UNPAID',
  /** The card refused the call's hold. */
  'CALL_CARD_DECLINED',
  /** The bank asks for 3-D Secure on the call's hold and it cannot be asked for now (off-session). */
  'CALL_PAYMENT_AUTHENTICATION_REQUIRED',
  /**
   * The bank asks the user, present, to confirm the call's hold (3-D Secure) before anyone is rung:
   * the answer carries the step's client secret; after it, call-helper again with its callId rings.
   */
  'CALL_PAYMENT_AUTHENTICATION_ACTION',
  /** The user's 3-D Secure step for the call's hold failed: nothing is held, nobody rung; another card is the way on. */
  'CALL_PAYMENT_AUTHENTICATION_FAILED',
  /** No location came with the request: "Please enable location and reload the page." */
  'CALL_LOCATION_REQUIRED',
  /** The category has no approved helper at all: "No helper exists in this Category." */
  'CALL_NO_HELPER_IN_CATEGORY',
  /** Approved helpers exist but none can take the call now: "Ops! No Helper Found" */
  'CALL_NO_HELPER_FOUND',
  /** Every rung helper said no: "All helpers declined. Please try again." */
  'CALL_ALL_HELPERS_DECLINED',
  /** The rings ended and at least one helper did not answer in time (a missed call): "No helper answered in time. Please try again." */
  'CALL_NO_HELPER_ANSWERED',
  /** The user already has a call ringing. */
  'CALL_ALREADY_RINGING',
  /** The user is in an accepted call not over: "You are already in a call. Leave it before asking for more help." */
  'CALL_ALREADY_IN_CALL',
  /** No such call for the caller (unknown, or someone else's: never said which). */
  'CALL_NOT_FOUND',
  /** The call is no longer ringing (cancel after an accept or an end). */
  'CALL_NOT_RINGING',
  /** A state change the call's state machine refuses (never a forward move). */
  'CALL_TRANSITION_REFUSED',
  /** join-meeting before a helper accepted: "This call has not been accepted yet" (decision 0026). */
  'CALL_NOT_ACCEPTED',
  /** join-meeting of a call that is over (both left, or the hour passed): "This call has ended". */
  'CALL_ENDED',
  /** A review, feedback, flag or summary before the call ended: "This call has not ended yet" (decision 0028). */
  'CALL_NOT_ENDED',
  /** update-flag without a flag raised first. */
  'CALL_FLAG_NOT_FOUND',
  /** A warn or ban on a flag an admin already closed with another outcome (decision 0082). */
  'CALL_FLAG_ALREADY_CLOSED',
  /** An in-call chat message with nothing in it: "Write a message first" (decision 0027). */
  'CALL_CHAT_EMPTY',
  /** An in-call chat message over CHAT_MESSAGE_MAX_CHARS: "A message can be at most 1000 characters". */
  'CALL_CHAT_TOO_LONG',
] as const;

export type CallErrorCode = (typeof CALL_ERROR_CODES)[number];
