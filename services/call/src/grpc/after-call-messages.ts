import { afterCallNames, callNames, type afterCall } from '@helpwire/proto';
import type { FlaggedCallRow } from '../store/flag-review-store';
import type { FeedbackRow, FlagRow, NoteRow, ReviewRow, SummaryRow } from '../store/schema';
import { toRecordingMessage } from './recording-messages';
import type { HistoryEntry } from '../use-cases/call-history';

/** After-call rows as their proto messages (names → enums at the gRPC boundary). */
export function toReviewMessage(row: ReviewRow & { categoryId?: string }): afterCall.Review {
  return {
    callId: row.callId,
    side: callNames.callPartyNames.toProto(row.side),
    rating: row.rating ?? undefined,
    review: row.review ?? undefined,
    createdAt: row.createdAt,
    categoryId: row.categoryId ?? '',
  };
}

export function toFeedbackMessage(row: FeedbackRow): afterCall.Feedback {
  return {
    callId: row.callId,
    side: callNames.callPartyNames.toProto(row.side),
    feedback: afterCallNames.feedbackTypeNames.toProto(row.type),
    comment: row.comment ?? undefined,
    createdAt: row.createdAt,
  };
}

export function toFlagMessage(row: FlagRow): afterCall.Flag {
  return {
    callId: row.callId,
    side: callNames.callPartyNames.toProto(row.side),
    reason: row.reason,
    isFlagged: row.active,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A flag as an admin reads it: who raised it, whom it names, the call's facts and the review. */
export function toFlaggedCallMessage({ flag, call }: FlaggedCallRow): afterCall.FlaggedCall {
  return {
    flag: toFlagMessage(flag),
    subjectId: flag.subjectId,
    raisedBy: flag.side === 'USER' ? call.userId : (call.helperId ?? ''),
    categoryId: call.categoryId,
    acceptedAt: call.acceptedAt ?? call.createdAt,
    endedAt: call.endedAt ?? undefined,
    billableSeconds: call.billableSeconds ?? 0,
    review:
      flag.reviewedAt && flag.reviewedBy
        ? {
            reviewedBy: flag.reviewedBy,
            reviewedAt: flag.reviewedAt,
            outcome: flag.reviewOutcome ?? 'DISMISSED',
            note: flag.reviewNote ?? '',
            status: afterCallNames.flagStatusNames.toProto(flag.reviewOutcome ?? 'DISMISSED'),
          }
        : undefined,
    status: afterCallNames.flagStatusNames.toProto(flag.reviewedAt ? (flag.reviewOutcome ?? 'DISMISSED') : 'OPEN'),
  };
}

export function toNoteMessage(row: NoteRow): afterCall.Note {
  return { id: row.id, text: row.text, createdAt: row.createdAt };
}

export function toSummaryMessage(row: Pick<SummaryRow, 'summary' | 'steps'> & { updatedAt?: Date }): afterCall.Summary {
  return { summary: row.summary, steps: row.steps, updatedAt: row.updatedAt };
}

export function toPageMetaMessage(page: number, limit: number, total: number): afterCall.PageMeta {
  return { currentPage: page, lastPage: Math.max(1, Math.ceil(total / limit)), total };
}

export function toHistoryMessage(entry: HistoryEntry): afterCall.CallHistoryItem {
  const { call } = entry;
  return {
    callId: call.id,
    categoryId: call.categoryId,
    otherPartyId: entry.side === 'USER' ? call.helperId! : call.userId,
    callerFirstName: call.callerFirstName ?? undefined,
    acceptedAt: call.acceptedAt!,
    endedAt: call.endedAt ?? undefined,
    billableSeconds: call.billableSeconds ?? 0,
    summary: entry.summary ? toSummaryMessage(entry.summary) : undefined,
    review: entry.review ? toReviewMessage(entry.review) : undefined,
    reviewReceived: entry.reviewReceived ? toReviewMessage(entry.reviewReceived) : undefined,
    feedback: entry.feedback ? toFeedbackMessage(entry.feedback) : undefined,
    flag: entry.flag ? toFlagMessage(entry.flag) : undefined,
    recording: entry.recording ? toRecordingMessage(entry.recording) : undefined,
  };
}
