import { Texts } from '@helpwire/contracts';
import { AppError } from '@helpwire/service-kit';
import type { CallPayments } from '../../ports/call-payments';
import type { HelperMatching } from '../../ports/helper-matching';

const unavailable = async (): Promise<never> => {
  throw new AppError('UNAVAILABLE', Texts.serviceUnavailable, 'UNAVAILABLE');
};

/** A peer that is not configured: every call is refused as unavailable, never faked. */
export const unavailableMatching: HelperMatching = { findHelpers: unavailable, helperCandidate: unavailable, setInCall: unavailable, clearInCall: unavailable };
export const unavailablePayments: CallPayments = { authorize: unavailable, release: unavailable };
