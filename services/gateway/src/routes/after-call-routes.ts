import { AuthTexts, ReviewTexts, routes, type CallParty } from '@helpwire/contracts';
import { afterCallNames, callNames, type afterCall, type charge } from '@helpwire/proto';
import { AppError, type Identity, type PromiseClient } from '@helpwire/service-kit';
import { defineRoute, type ApiRoute } from '../http/api-routes';
import { dayRange, feedbackJson, flaggedCallJson, flagJson, historyJson, reviewJson, summaryJson } from './after-call-mappers';

export interface AfterCallRouteDeps {
  afterCalls: PromiseClient<afterCall.AfterCallServiceClient>;
  /** What each call of a history page was charged (payment's lines, net of refunds). */
  charges: PromiseClient<charge.ChargeServiceClient>;
  deadlineMs: number;
}

/** Routes under /users/* and the user's review answer USER sessions only; /helpers/*, notes and the helper's review HELPER only. */
function requireRole(identity: Identity, role: CallParty): void {
  if (identity.role !== role) throw new AppError('PERMISSION_DENIED', AuthTexts.roleNotAllowed, 'ROLE_NOT_ALLOWED');
}

const sideName = (party: CallParty) => (party === 'USER' ? 'user' : 'helper');

/**
 * After an accepted call ended (spec §7 Feedback, Flags, History; decision 0028): the AfterCallService
 * of the call service. Only the call's two parties reach a call; anyone else gets 404 "Call not found".
 */
export function afterCallRoutes({ afterCalls, charges, deadlineMs }: AfterCallRouteDeps): ApiRoute[] {
  const opts = (identity: Identity) => ({ identity, deadlineMs });
  /** The calls' history items with what payment charged for each (the caller's own lines: a user's price, a helper's share). */
  const withTotals = async (items: afterCall.CallHistoryItem[], identity: Identity) => {
    const { transactions } =
      items.length > 0 ? await charges.listCallCharges({ callIds: items.map((item) => item.callId) }, opts(identity)) : { transactions: [] };
    const charged = new Map(transactions.map((t) => [t.callId, t.amount?.amountMinor ?? '0']));
    return items.map((item) => historyJson(item, charged.get(item.callId)));
  };
  const review = (contract: typeof routes.feedback.giveReviewToHelper, party: CallParty) =>
    defineRoute(contract, {
      tag: 'Feedback',
      summary: `The call's ${sideName(party)} reviews the other side after the call ended: stars 1–5 and/or text ("Must provide rating or review to submit"). Once per side: a repeat answers the stored review. Before the end: 400 "This call has not ended yet"; another account's call: 404`,
      handler: async ({ body, identity }) => {
        requireRole(identity, party);
        const answer = await afterCalls.giveReview({ callId: body.callId, rating: body.rating ?? undefined, review: body.review ?? undefined }, opts(identity));
        return { data: reviewJson(answer.review!), statusCode: answer.created ? 201 : 200, message: ReviewTexts.reviewAdded };
      },
    });
  const flag = (contract: typeof routes.users.flag, party: CallParty) =>
    defineRoute(contract, {
      tag: 'Flags',
      summary: `The call's ${sideName(party)} flags the other side after the call, with a reason; a repeat answers the stored flag`,
      handler: async ({ body, identity }) => {
        requireRole(identity, party);
        const answer = await afterCalls.flagCall(body, opts(identity));
        return { data: flagJson(answer.flag!), statusCode: answer.created ? 201 : 200 };
      },
    });
  const updateFlag = (contract: typeof routes.users.updateFlag, party: CallParty) =>
    defineRoute(contract, {
      tag: 'Flags',
      summary: `The call's ${sideName(party)} changes its flag's reason, or withdraws it (isFlagged false)`,
      handler: async ({ body, identity }) => {
        requireRole(identity, party);
        return { data: flagJson((await afterCalls.updateFlag(body, opts(identity))).flag!) };
      },
    });
  const history = (contract: typeof routes.users.callHistory, party: CallParty) =>
    defineRoute(contract, {
      tag: 'History',
      summary: `The signed-in ${sideName(party)}'s ended calls, newest first: reference id, category, minutes, date, duration, total (${party === 'USER' ? 'the price charged' : 'what the helper earned'}, in cents, net of refunds; null until charged), recording (while kept), summary, review, flag. Filters: from, to (YYYY-MM-DD, UTC, inclusive), categoryId`,
      handler: async ({ query, identity }) => {
        requireRole(identity, party);
        const answer = await afterCalls.listCallHistory(
          { page: { page: query.page, limit: query.limit }, categoryId: query.categoryId, ...dayRange(query.from, query.to) },
          opts(identity),
        );
        return {
          data: await withTotals(answer.calls, identity),
          meta: { currentPage: answer.meta!.currentPage, lastPage: answer.meta!.lastPage, total: answer.meta!.total },
        };
      },
    });
  const historyById = (contract: typeof routes.users.callHistoryById, party: CallParty) =>
    defineRoute(contract, {
      tag: 'History',
      summary: `One ended call of the signed-in ${sideName(party)}'s; anyone else's: 404 "Call not found"`,
      handler: async ({ params, identity }) => {
        requireRole(identity, party);
        const [item] = await withTotals([(await afterCalls.getCallHistory({ callId: params.id! }, opts(identity))).call!], identity);
        return { data: item! };
      },
    });
  return [
    review(routes.feedback.giveReviewToHelper, 'USER'),
    review(routes.feedback.giveReviewToUser, 'HELPER'),
    defineRoute(routes.feedback.giveFeedback, {
      tag: 'Feedback',
      summary: 'Either side says how the call went, POSITIVE or NEGATIVE, once the call ended; a repeat answers the stored one',
      handler: async ({ body, identity }) => {
        const answer = await afterCalls.giveFeedback(
          { callId: body.callId, feedback: afterCallNames.feedbackTypeNames.toProto(body.type), comment: body.comment ?? undefined },
          opts(identity),
        );
        return { data: feedbackJson(answer.feedback!), statusCode: answer.created ? 201 : 200 };
      },
    }),
    defineRoute(routes.feedback.getHelperReviews, {
      tag: 'Feedback',
      summary: "A helper's reviews from users, newest first, paged (helperId; a helper's own without it)",
      handler: async ({ query, identity }) => {
        const answer = await afterCalls.listHelperReviews({ helperId: query.helperId, page: { page: query.page, limit: query.limit } }, opts(identity));
        return {
          data: answer.reviews.map((r) => ({ ...reviewJson(r), categoryId: r.categoryId })),
          meta: { currentPage: answer.meta!.currentPage, lastPage: answer.meta!.lastPage, total: answer.meta!.total },
        };
      },
    }),
    defineRoute(routes.feedback.getAverageRaing, {
      tag: 'Feedback',
      summary: "A helper's average star rating (spelled as the spec spells it): null with no rating yet; stars: how many ratings gave 1 to 5 stars",
      handler: async ({ query, identity }) => {
        const answer = await afterCalls.getAverageRating({ helperId: query.helperId }, opts(identity));
        const stars = [0, 1, 2, 3, 4].map((i) => answer.stars[i] ?? 0);
        return { data: { helperId: answer.helperId, averageRating: answer.averageRating ?? null, ratingCount: answer.ratingCount, stars } };
      },
    }),
    defineRoute(routes.notes.create, {
      tag: 'Notes',
      summary: "The call's helper adds a note (during or after the call); answers every note of the call",
      handler: async ({ body, identity }) => {
        requireRole(identity, 'HELPER');
        const answer = await afterCalls.addNote({ callId: body.callId, text: body.note }, opts(identity));
        return { data: answer.notes.map((n) => ({ id: n.id, text: n.text, createdAt: n.createdAt!.toISOString() })), statusCode: 201 };
      },
    }),
    defineRoute(routes.notes.draft, {
      tag: 'Notes',
      summary: "The call's helper: its notes, the saved summary, and a draft built from the notes to edit",
      handler: async ({ query, identity }) => {
        requireRole(identity, 'HELPER');
        const answer = await afterCalls.getSummaryDraft({ callId: query.callId }, opts(identity));
        return {
          data: {
            notes: answer.notes.map((n) => ({ id: n.id, text: n.text, createdAt: n.createdAt!.toISOString() })),
            draft: summaryJson(answer.draft!),
            saved: answer.saved ? summaryJson(answer.saved) : null,
          },
        };
      },
    }),
    defineRoute(routes.notes.saveSummary, {
      tag: 'Notes',
      summary: "The call's helper saves the summary the user reads step by step, after the call; saving again edits it",
      handler: async ({ body, identity }) => {
        requireRole(identity, 'HELPER');
        return {
          data: summaryJson((await afterCalls.saveSummary({ callId: body.callId, summary: body.summary, steps: body.steps }, opts(identity))).summary!),
        };
      },
    }),
    flag(routes.users.flag, 'USER'),
    flag(routes.helpers.flag, 'HELPER'),
    updateFlag(routes.users.updateFlag, 'USER'),
    updateFlag(routes.helpers.updateFlag, 'HELPER'),
    history(routes.users.callHistory, 'USER'),
    history(routes.helpers.callHistory, 'HELPER'),
    historyById(routes.users.callHistoryById, 'USER'),
    historyById(routes.helpers.callHistoryById, 'HELPER'),
    defineRoute(routes.admin.flags, {
      tag: 'Admin',
      summary:
        "The flags raised after calls with each call's facts (who raised it, whom it names, category, times, duration): open ones oldest first, or the reviewed ones (admins only)",
      handler: async ({ query, identity }) => {
        const { flags, meta } = await afterCalls.listFlags(
          {
            reviewed: query.state === 'reviewed',
            page: { page: query.page, limit: query.limit },
            status: query.outcome ? afterCallNames.flagStatusNames.toProto(query.outcome) : undefined,
          },
          opts(identity),
        );
        return { data: flags.map(flaggedCallJson), meta: { currentPage: meta!.currentPage, lastPage: meta!.lastPage, total: meta!.total } };
      },
    }),
    defineRoute(routes.admin.dismissFlag, {
      tag: 'Admin',
      summary: 'Dismiss a flag with a note (nothing to act on); a repeat answers the stored review (admins only)',
      handler: async ({ body, identity }) => {
        const { flag } = await afterCalls.dismissFlag(
          { callId: body.callId, side: callNames.callPartyNames.toProto(body.side), note: body.note },
          opts(identity),
        );
        return { data: flaggedCallJson(flag!) };
      },
    }),
  ];
}
