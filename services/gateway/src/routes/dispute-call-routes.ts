import { routes, type DisputeCall } from '@helpwire/contracts';
import { callNames, disputeNames, type afterCall, type auth, type dispute } from '@helpwire/proto';
import { Money, type Identity, type PromiseClient } from '@helpwire/service-kit';
import { defineRoute, type ApiRoute } from '../http/api-routes';
import { reviewJson, summaryJson } from './after-call-mappers';
import { recordingJson } from './recording-routes';

export interface DisputeCallRouteDeps {
  disputes: PromiseClient<dispute.DisputeServiceClient>;
  afterCalls: PromiseClient<afterCall.AfterCallServiceClient>;
  auth: PromiseClient<auth.AuthServiceClient>;
  deadlineMs: number;
}

/**
 * GET /admin/disputes/:id/call (issue 24, item 3): the call behind a dispute, for the admin deciding
 * it. Each service checks the role itself: payment finds the dispute for an ADMIN reader (any other
 * id: 404 "Dispute not found"), the call service answers the call's facts to an admin only and
 * writes the read to the audit log (call.read, the dispute as the reason), auth names the parties.
 */
export function disputeCallRoutes({ disputes, afterCalls, auth, deadlineMs }: DisputeCallRouteDeps): ApiRoute[] {
  const opts = (identity: Identity) => ({ identity, deadlineMs });
  return [
    defineRoute(routes.adminDisputes.call, {
      tag: 'Admin',
      summary:
        "The call behind a dispute (admins only): its parties by name, category, times, billed seconds, price, chat, the helper's notes and summary, both reviews, and the recording with a short-lived link while a party keeps it. Audited as a read (call.read)",
      handler: async ({ params, identity }) => {
        const found = (await disputes.getDispute({ id: params.id!, side: disputeNames.disputeSideNames.toProto('ADMIN') }, opts(identity))).dispute!;
        const facts = await afterCalls.getCallFacts({ callId: found.callId, reason: `dispute ${found.id}` }, opts(identity));
        const { accounts } = await auth.getAccountNames({ userIds: [facts.userId, facts.helperId] }, opts(identity));
        const named = (id: string) => {
          const account = accounts.find(({ userId }) => userId === id);
          return account ? { id, firstName: account.firstName, lastName: account.lastName, username: account.username } : null;
        };
        const price = found.callPrice ? Money.fromProto(found.callPrice) : undefined;
        const data: DisputeCall = {
          disputeId: found.id,
          callId: facts.callId,
          user: named(facts.userId),
          helper: named(facts.helperId),
          categoryId: facts.categoryId,
          startedAt: facts.acceptedAt?.toISOString() ?? '',
          endedAt: facts.endedAt?.toISOString() ?? null,
          billableSeconds: facts.billableSeconds,
          priceCents: price ? Number(price.amountMinor) : 0,
          currency: price?.currency ?? 'USD',
          chat: facts.chat.map((message) => ({
            id: message.id,
            callId: message.callId,
            from: callNames.callPartyNames.nameOf(message.from),
            text: message.text,
            sentAt: message.sentAt?.toISOString() ?? '',
          })),
          notes: facts.notes.map((note) => ({ id: note.id, text: note.text, createdAt: note.createdAt?.toISOString() ?? '' })),
          summary: facts.summary ? summaryJson(facts.summary) : null,
          userReview: facts.userReview ? reviewJson(facts.userReview) : null,
          helperReview: facts.helperReview ? reviewJson(facts.helperReview) : null,
          recording: facts.recording ? recordingJson(facts.recording) : null,
          recordingUrl: facts.recordingToken ? `/api/v1/recording/play/${encodeURIComponent(facts.recordingToken)}` : null,
        };
        return { data };
      },
    }),
  ];
}
