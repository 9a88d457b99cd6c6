import { CallTexts } from '@helpwire/contracts';
import { AppError } from '@helpwire/service-kit';
import type { EndState } from './ring-policy';

/** Why a search found nobody (the matching service's answer). */
export type NoHelperReason = 'NO_HELPER_IN_CATEGORY' | 'NONE_AVAILABLE';

/** Nobody could be rung: "No helper exists in this Category." or "Ops! No Helper Found". */
export function noHelperError(reason?: NoHelperReason): AppError {
  return reason === 'NO_HELPER_IN_CATEGORY'
    ? new AppError('FAILED_PRECONDITION', CallTexts.noHelperInCategory, 'CALL_NO_HELPER_IN_CATEGORY')
    : new AppError('FAILED_PRECONDITION', CallTexts.noHelperFound, 'CALL_NO_HELPER_FOUND');
}

/** How a call that ended without a helper is explained to its user: the reason code and the spec's text. */
export function endFailure(state: EndState, noHelper?: NoHelperReason): AppError {
  if (state === 'NO_HELPER') return noHelperError(noHelper);
  // At least one ring ran out unanswered: a missed call, which is not a refusal.
  if (state === 'MISSED') return new AppError('FAILED_PRECONDITION', CallTexts.noAnswer, 'CALL_NO_HELPER_ANSWERED');
  return new AppError('FAILED_PRECONDITION', CallTexts.allDeclined, 'CALL_ALL_HELPERS_DECLINED');
}
