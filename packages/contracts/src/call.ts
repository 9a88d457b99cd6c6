import { MatchingTexts } from './matching';

/** The texts of a call from the request to "accepted" (spec §4 Instant match, §5 Calls, §8). */
export const CallTexts = {
  defaultCardRequired: 'Please select a default payment method before creating a call.',
  paymentCardRequired: 'Please add a payment card to get instant help',
  /** Decision 0031: a failed tab charge blocks new calls until it is paid. */
  tabUnpaid: 'Your last payment did not go through. Please pay what you owe before starting a new call.',
  cardDeclined: 'Your card was declined. Please use another card to start a call.',
  paymentAuthenticationRequired: 'Your bank asks you to confirm payments with this card. Please use another card to start a call.',
  /** Decision 0031: the hold waits for the user's 3-D Secure step; nobody is rung until it is done. */
  paymentAuthenticationAction: 'Your bank asks you to confirm this payment before we call a helper.',
  paymentAuthenticationFailed: 'Your bank could not confirm the payment, so no helper was called. Please choose another card.',
  locationRequired: MatchingTexts.locationRequired,
  noHelperInCategory: MatchingTexts.noHelperInCategory,
  noHelperFound: MatchingTexts.noHelperFound,
  allDeclined: 'All helpers declined. Please try again.',
  /** Rings ended with at least one helper not answering in time (a missed call, not a refusal). */
  noAnswer: 'No helper answered in time. Please try again.',
  alreadyRinging: 'You already have a call ringing',
  alreadyInCall: 'You are already in a call. Leave it before asking for more help.',
  callNotFound: 'Call not found',
  notRinging: 'This call is no longer ringing',
  notAccepted: 'This call has not been accepted yet',
  ended: 'This call has ended',
  noMeeting: 'This call has no meeting to join',
} as const;

/** The life of an accepted call (decision 0026): it ends by itself one hour after the accept, with a warning 5 minutes before. */
export const CALL_LIMITS = { maxSeconds: 3600, warnBeforeEndSeconds: 300 } as const;

/** The ring policy of decision 0024: 3 helpers at once, 15 s each, up to 3 waves. */
export const RING_POLICY = { helpersPerWave: 3, ringSeconds: 15, maxWaves: 3 } as const;
