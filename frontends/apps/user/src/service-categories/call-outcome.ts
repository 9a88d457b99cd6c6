import { CALLS_NAMESPACE } from '@helpwire/calls';
import { errorCodeText } from '@helpwire/web-core';

/** How an ended call is shown: its kind picks the title and the next step, its text says why (the calls feature's texts of the code, decision 0040). */
export type OutcomeKind = 'declined' | 'missed' | 'noHelper' | 'card' | 'tab' | 'location' | 'offline' | 'other';

const KIND_OF_CODE: Record<string, OutcomeKind> = {
  CALL_ALL_HELPERS_DECLINED: 'declined',
  // Nobody answered in time: a missed call, not a refusal.
  CALL_NO_HELPER_ANSWERED: 'missed',
  CALL_NO_HELPER_IN_CATEGORY: 'noHelper',
  CALL_NO_HELPER_FOUND: 'noHelper',
  CALL_PAYMENT_CARD_REQUIRED: 'card',
  CALL_DEFAULT_CARD_REQUIRED: 'card',
  CALL_CARD_DECLINED: 'card',
  CALL_PAYMENT_AUTHENTICATION_REQUIRED: 'card',
  // The bank's 3-D Secure step of the call's hold failed (decision 0031): another card is the way on.
  CALL_PAYMENT_AUTHENTICATION_FAILED: 'card',
  // A failed tab charge (decision 0031): the next step is "pay now".
  CALL_TAB_UNPAID: 'tab',
  CALL_LOCATION_REQUIRED: 'location',
  // The kit answers UNAVAILABLE itself when the channel could not carry call-helper.
  UNAVAILABLE: 'offline',
};

export function outcomeKind(code: string): OutcomeKind {
  return KIND_OF_CODE[code] ?? 'other';
}

/** The reason in the reader's language: the code's text (spec §5 Calls, §8), else the server's own text. */
export function outcomeText(code: string, message: string, fallback: string): string {
  return errorCodeText(code, CALLS_NAMESPACE) ?? (message || fallback);
}
