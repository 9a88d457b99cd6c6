import type { CallFeedback, CallFlag, CallHistoryItem, CallReview, CallSummary, FlaggedCall, FlagOutcome } from '@helpwire/contracts';
import { afterCallNames, callNames, type afterCall } from '@helpwire/proto';
import { recordingJson } from './recording-routes';

/** AfterCallService messages as the REST JSON of the contracts (decision 0028). */
export function reviewJson(review: afterCall.Review): CallReview {
  return {
    callId: review.callId,
    side: callNames.callPartyNames.nameOf(review.side),
    rating: review.rating ?? null,
    review: review.review ?? null,
    createdAt: review.createdAt!.toISOString(),
  };
}

export function feedbackJson(feedback: afterCall.Feedback): CallFeedback {
  return {
    callId: feedback.callId,
    side: callNames.callPartyNames.nameOf(feedback.side),
    type: afterCallNames.feedbackTypeNames.nameOf(feedback.feedback),
    comment: feedback.comment ?? null,
    createdAt: feedback.createdAt!.toISOString(),
  };
}

export function flagJson(flag: afterCall.Flag): CallFlag {
  return {
    callId: flag.callId,
    side: callNames.callPartyNames.nameOf(flag.side),
    reason: flag.reason,
    isFlagged: flag.isFlagged,
    createdAt: flag.createdAt!.toISOString(),
    updatedAt: flag.updatedAt!.toISOString(),
  };
}

const reviewOutcomeOf = (status: afterCall.FlagStatus): FlagOutcome => {
  const name = afterCallNames.flagStatusNames.fromProto(status);
  return name === 'WARNED' || name === 'BANNED' ? name : 'DISMISSED';
};

/** A flag as an admin reads it. */
export function flaggedCallJson(item: afterCall.FlaggedCall): FlaggedCall {
  return {
    flag: flagJson(item.flag!),
    subjectId: item.subjectId,
    raisedBy: item.raisedBy,
    categoryId: item.categoryId,
    acceptedAt: item.acceptedAt!.toISOString(),
    endedAt: item.endedAt?.toISOString() ?? null,
    billableSeconds: item.billableSeconds,
    status: afterCallNames.flagStatusNames.nameOf(item.status),
    review: item.review
      ? {
          reviewedBy: item.review.reviewedBy,
          reviewedAt: item.review.reviewedAt!.toISOString(),
          outcome: reviewOutcomeOf(item.review.status),
          note: item.review.note,
        }
      : null,
  };
}

export function summaryJson(summary: afterCall.Summary): CallSummary {
  return { summary: summary.summary, steps: summary.steps, updatedAt: summary.updatedAt?.toISOString() ?? null };
}

/** One ended call as its side sees it; `totalCents` is what payment charged for it (the user's price or the helper's share, net of refunds), absent until charged. */
export function historyJson(item: afterCall.CallHistoryItem, totalCents?: string): CallHistoryItem {
  return {
    id: item.callId,
    categoryId: item.categoryId,
    otherPartyId: item.otherPartyId,
    callerFirstName: item.callerFirstName ?? null,
    date: item.acceptedAt!.toISOString(),
    endedAt: item.endedAt?.toISOString() ?? null,
    billableSeconds: item.billableSeconds,
    minutes: Math.ceil(item.billableSeconds / 60),
    total: totalCents === undefined ? null : Number(totalCents),
    recording: item.recording ? recordingJson(item.recording) : null,
    summary: item.summary ? summaryJson(item.summary) : null,
    review: item.review ? reviewJson(item.review) : null,
    reviewReceived: item.reviewReceived ? reviewJson(item.reviewReceived) : null,
    feedback: item.feedback ? feedbackJson(item.feedback) : null,
    flag: item.flag ? flagJson(item.flag) : null,
  };
}

/** A YYYY-MM-DD day range (UTC, inclusive) as the service's [from, to) instants. */
export function dayRange(from: string | undefined, to: string | undefined): { fromDate?: Date; toDate?: Date } {
  const day = (text: string) => new Date(`${text}T00:00:00.000Z`);
  return { fromDate: from ? day(from) : undefined, toDate: to ? new Date(day(to).getTime() + 86_400_000) : undefined };
}
