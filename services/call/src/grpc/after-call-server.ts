import { afterCall } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import {
  toFeedbackMessage,
  toFlaggedCallMessage,
  toFlagMessage,
  toHistoryMessage,
  toNoteMessage,
  toPageMetaMessage,
  toReviewMessage,
  toSummaryMessage,
} from './after-call-messages';
import { dismissFlag, listFlags } from '../use-cases/admin-flags';
import { closeFlag, getFlag } from '../use-cases/close-flag';
import { getCallFacts } from '../use-cases/call-facts';
import { addNote, getSummaryDraft, saveSummary } from '../use-cases/call-summary';
import { getCallHistory, listCallHistory } from '../use-cases/call-history';
import type { CallDeps } from '../use-cases/deps';
import { flagCall, updateFlag } from '../use-cases/flag-call';
import { giveFeedback } from '../use-cases/give-feedback';
import { giveReview } from '../use-cases/give-review';
import { getAverageRating, listHelperReviews } from '../use-cases/helper-reviews';

/** The gRPC handlers of AfterCallService (decision 0028): each maps one call to one use case. */
export function afterCallHandlers(deps: CallDeps): AsyncHandlers<afterCall.AfterCallServiceServer> {
  return {
    giveReview: async (request, ctx) => {
      const { review, created } = await giveReview(deps, request, ctx);
      return { review: toReviewMessage(review), created };
    },
    giveFeedback: async (request, ctx) => {
      const { feedback, created } = await giveFeedback(deps, request, ctx);
      return { feedback: toFeedbackMessage(feedback), created };
    },
    listHelperReviews: async (request, ctx) => {
      const { reviews, page, limit, total } = await listHelperReviews(deps, request, ctx);
      return { reviews: reviews.map(toReviewMessage), meta: toPageMetaMessage(page, limit, total) };
    },
    getAverageRating: async (request, ctx) => {
      const { helperId, average, count, stars } = await getAverageRating(deps, request, ctx);
      return { helperId, averageRating: average ?? undefined, ratingCount: count, stars };
    },
    addNote: async (request, ctx) => ({ notes: (await addNote(deps, request, ctx)).map(toNoteMessage) }),
    getSummaryDraft: async (request, ctx) => {
      const { notes, draft, saved } = await getSummaryDraft(deps, request, ctx);
      return { notes: notes.map(toNoteMessage), draft: toSummaryMessage(draft), saved: saved ? toSummaryMessage(saved) : undefined };
    },
    saveSummary: async (request, ctx) => ({ summary: toSummaryMessage(await saveSummary(deps, request, ctx)) }),
    flagCall: async (request, ctx) => {
      const { flag, created } = await flagCall(deps, request, ctx);
      return { flag: toFlagMessage(flag), created };
    },
    updateFlag: async (request, ctx) => ({ flag: toFlagMessage(await updateFlag(deps, request, ctx)) }),
    listFlags: async (request, ctx) => {
      const { flags, meta } = await listFlags(deps, request, ctx);
      return { flags: flags.map(toFlaggedCallMessage), meta };
    },
    dismissFlag: async (request, ctx) => ({ flag: toFlaggedCallMessage(await dismissFlag(deps, request, ctx)) }),
    closeFlag: async (request, ctx) => ({ flag: toFlaggedCallMessage(await closeFlag(deps, request, ctx)) }),
    getFlag: async (request, ctx) => ({ flag: toFlaggedCallMessage(await getFlag(deps, request, ctx)) }),
    listCallHistory: async (request, ctx) => {
      const { entries, page, limit, total } = await listCallHistory(deps, request, ctx);
      return { calls: entries.map(toHistoryMessage), meta: toPageMetaMessage(page, limit, total) };
    },
    getCallHistory: async (request, ctx) => ({ call: toHistoryMessage(await getCallHistory(deps, request, ctx)) }),
    getCallFacts: (request, ctx) => getCallFacts(deps, request, ctx),
  };
}

export const afterCallServiceDefinition = afterCall.AfterCallServiceService;
