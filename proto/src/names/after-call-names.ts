import { FeedbackType, FlagStatus } from '../gen/helpwire/call/v1/after_call';
import { enumNames } from './enum-names';

/** giveFeedback's type (spec §3 Feedback type: POSITIVE, NEGATIVE). */
export const feedbackTypeNames = enumNames(FeedbackType.FEEDBACK_TYPE_UNSPECIFIED, {
  POSITIVE: FeedbackType.FEEDBACK_TYPE_POSITIVE,
  NEGATIVE: FeedbackType.FEEDBACK_TYPE_NEGATIVE,
});

/** Where a flag stands: OPEN, or closed as DISMISSED, WARNED or BANNED (decision 0082). */
export const flagStatusNames = enumNames(FlagStatus.FLAG_STATUS_UNSPECIFIED, {
  OPEN: FlagStatus.FLAG_STATUS_OPEN,
  DISMISSED: FlagStatus.FLAG_STATUS_DISMISSED,
  WARNED: FlagStatus.FLAG_STATUS_WARNED,
  BANNED: FlagStatus.FLAG_STATUS_BANNED,
});
