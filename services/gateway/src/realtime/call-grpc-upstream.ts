import type { ChatMessage, MeetingState, RoomDetails } from '@helpwire/contracts';
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
const { LEAVE_KIND_LEFT, LEAVE_KIND_DISCONNECTED } = call.LeaveKind;

/** An accepted call's meeting as JSON (decision 0026), as the call service's deliveries carry it. */
export function meetingStateJson(meeting: call.MeetingState | undefined): MeetingState {
  if (!meeting) throw new Error('the call service answered without the meeting');
  return {
    callId: meeting.callId,
    state: callNames.callStateNames.nameOf(meeting.state) as MeetingState['state'],
    userPresent: meeting.userPresent,
    helperPresent: meeting.helperPresent,
    acceptedAt: meeting.acceptedAt!.toISOString(),
    endsAt: meeting.endsAt!.toISOString(),
    billableSeconds: meeting.billableSeconds,
    callLeftBy: meeting.callLeftBy === undefined ? null : callNames.callPartyNames.nameOf(meeting.callLeftBy),
    endReason: meeting.endReason === undefined ? null : callNames.callEndReasonNames.nameOf(meeting.endReason),
    endedAt: meeting.endedAt?.toISOString() ?? null,
    recording: meeting.recording,
  };
}

/** An in-call chat message as JSON. */
function chatMessageJson(message: call.ChatMessage): ChatMessage {
  return {
    id: message.id,
    callId: message.callId,
    from: callNames.callPartyNames.nameOf(message.from),
    text: message.text,
    sentAt: message.sentAt!.toISOString(),
  };
}

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
      // The name is a courtesy: an accept never waits on a failed profile read.
      const profile = await context.profileOf(identity).catch(() => undefined);
      const answer = await clients.calls.acceptCall({ caller: { userId, categoryId }, helperFirstName: profile?.firstName || undefined }, opts(identity));
      return { accepted: answer.accepted, roomDetails: roomOf(answer.roomDetails) };
    },
    async declineUserCall(identity, { userId, categoryId }) {
      await clients.calls.declineCall({ caller: { userId, categoryId } }, opts(identity));
    },
    async callHelper(identity, request) {
      const [categoryId, profile] = await Promise.all([context.topLevelCategory(request.categoryId, identity), context.profileOf(identity)]);
      const { call: created, paymentAuthentication: step } = await clients.calls.requestCall(
        {
          categoryId,
          location: placeOf(request, profile),
          languages: (profile?.languages ?? []).map((language) => language.value),
          genderPreference: callNames.genderPreferenceNames.parse(profile?.genderPreference),
          helperId: request.helperId,
          callerFirstName: profile?.firstName || undefined,
          callId: request.callId,
        },
        opts(identity),
      );
      if (step)
        return {
          authentication: {
            callId: step.callId,
            paymentIntentId: step.paymentIntentId,
            clientSecret: step.clientSecret,
            provider: callNames.cardProviderNames.nameOf(step.provider),
          },
        };
      return { callId: created!.id, ringing: created!.rings.filter((ring) => ring.outcome === RING_OUTCOME_RINGING).length };
    },
    async cancelCallingHelper(identity) {
      await clients.calls.cancelCall({}, opts(identity));
    },
    async joinMeeting(identity, { callId }) {
      const answer = await clients.calls.joinMeeting({ callId }, opts(identity));
      return { roomDetails: roomOf(answer.roomDetails)!, state: meetingStateJson(answer.meeting), joinedAt: answer.joinedAt! };
    },
    async meetingState(identity, { callId }) {
      return meetingStateJson((await clients.calls.getMeetingState({ callId }, opts(identity))).meeting);
    },
    async leaveCall(identity, { callId, party, disconnectedStay }) {
      const answer = await clients.calls.leaveCall(
        {
          callId,
          party: callNames.callPartyNames.toProto(party),
          kind: disconnectedStay ? LEAVE_KIND_DISCONNECTED : LEAVE_KIND_LEFT,
          joinedAt: disconnectedStay,
        },
        opts(identity),
      );
      return meetingStateJson(answer.meeting);
    },
    async openMeeting(identity) {
      const answer = await clients.calls.getOpenMeeting({}, opts(identity));
      const rings = answer.rings.map(({ ring, ...call }) => ({ ...call, distanceKm: ring!.distanceKm, wave: ring!.wave, ringEndsAt: ring!.endsAt! }));
      if (!answer.callId || !answer.roomDetails) return { rings };
      return { meeting: { callId: answer.callId, roomDetails: roomOf(answer.roomDetails)!, state: meetingStateJson(answer.meeting) }, rings };
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
    async sendChatMessage(identity, { callId, text }) {
      const { message } = await clients.calls.sendChatMessage({ callId, text }, opts(identity));
      return chatMessageJson(message!);
    },
    async chatMessages(identity, { callId }) {
      const { messages } = await clients.calls.listChatMessages({ callId }, opts(identity));
      return messages.map(chatMessageJson);
    },
  };
}
