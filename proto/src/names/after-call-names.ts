import { FeedbackType } from '../gen/helpwire/call/v1/after_call';
import { enumNames } from './enum-names';

/** giveFeedback's type (spec §3 Feedback type: POSITIVE, NEGATIVE). */
export const feedbackTypeNames = enumNames(FeedbackType.FEEDBACK_TYPE_UNSPECIFIED, {
  POSITIVE: FeedbackType.FEEDBACK_TYPE_POSITIVE,
  NEGATIVE: FeedbackType.FEEDBACK_TYPE_NEGATIVE,
});
