import type { RoomDetails } from '@helpwire/contracts';
import { call, callNames, type auth, type content } from '@helpwire/proto';
import type { PromiseClient } from '@helpwire/service-kit';
import { callerContext, placeOf } from '../routes/caller-context';
import type { CallUpstream } from './call-upstream';

export interface CallUpstreamClients {
  calls: PromiseClient<call.CallServiceClient>;
  auth: PromiseClient<auth.AuthServiceClient>;
  content: PromiseClient<content.ContentServiceClient>;
}

const { RING_OUTCOME_RINGING } = call.RingOutcome;

/** The helper's side of the room, whole (Janus access and ICE servers included), as the user's call-accepted carries it. */
function roomOf(room: call.RoomDetails | undefined): RoomDetails | null {
  return room ? { ...callNames.roomDetailsJson(room) } : null;
}

/**
 * The realtime channel's client events as the call service's RPCs (issue 11; decision 0024). A
 * call request takes what the payload gives (the category, a helper for a call-back, the browser's
 * place) and the rest from the caller's profile (languages, helper gender preference, first name,
 * the profile's place when the browser gave none), the category made top-level as for
 * /call/findHelper. A helper's answer names the call as the spec does: the caller and the category
 * (the one incomming-call carried).
 * Each call carries the caller's identity and its deadline; the call service decides everything.
 */
export function callUpstreamOverGrpc(clients: CallUpstreamClients, deadlineMs: number): CallUpstream {
  const context = callerContext(clients, deadlineMs);
  const opts = (identity: Parameters<CallUpstream['callHelper']>[0]) => ({ identity, deadlineMs });
  return {
    async acceptUserCall(identity, { userId, categoryId }) {
      const answer = await clients.calls.acceptCall({ caller: { userId, categoryId } }, opts(identity));
      return { accepted: answer.accepted, roomDetails: roomOf(answer.roomDetails) };
    },
    async declineUserCall(identity, { userId, categoryId }) {
      await clients.calls.declineCall({ caller: { userId, categoryId } }, opts(identity));
    },
    async callHelper(identity, request) {
      const [categoryId, profile] = await Promise.all([context.topLevelCategory(request.categoryId, identity), context.profileOf(identity)]);
      const { call: created } = await clients.calls.requestCall(
        {
          categoryId,
          location: placeOf(request, profile),
          languages: (profile?.languages ?? []).map((language) => language.value),
          genderPreference: callNames.genderPreferenceNames.parse(profile?.genderPreference),
          helperId: request.helperId,
          callerFirstName: profile?.firstName || undefined,
        },
        opts(identity),
      );
      return { callId: created!.id, ringing: created!.rings.filter((ring) => ring.outcome === RING_OUTCOME_RINGING).length };
    },
    async cancelCallingHelper(identity) {
      await clients.calls.cancelCall({}, opts(identity));
    },
    async callParties(identity, callId) {
      const { call: found } = await clients.calls.getCall({ callId }, opts(identity));
      return {
        callId: found!.id,
        userId: found!.userId,
        helperId: found!.helperId || undefined,
        state: callNames.callStateNames.fromProto(found!.state) ?? 'UNSPECIFIED',
        acceptedAt: found!.acceptedAt,
      };
    },
  };
}
