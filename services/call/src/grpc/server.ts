import { call, callNames } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import { PaymentAuthenticationNeeded } from '../domain/payment-authentication';
import { toCallMessage, toChatMessage, toMeetingMessage, toOpenRingMessage, toRoomMessage } from './call-messages';
import { acceptCall } from '../use-cases/accept-call';
import { getCallActivity } from '../use-cases/call-activity';
import { getAccountCalls } from '../use-cases/account-calls';
import { listChatMessages, sendChatMessage } from '../use-cases/call-chat';
import { cancelCall } from '../use-cases/cancel-call';
import { declineCall } from '../use-cases/decline-call';
import type { CallDeps } from '../use-cases/deps';
import { getCall } from '../use-cases/get-call';
import { getOpenMeeting } from '../use-cases/get-open-meeting';
import { joinMeeting } from '../use-cases/join-meeting';
import { leaveCall } from '../use-cases/leave-call';
import { getMeetingState } from '../use-cases/meeting-state';
import { requestCall } from '../use-cases/request-call';

export const callServiceName = 'helpwire.call.v1.CallService';

/** The gRPC handlers of CallService: each maps one call to one use case. */
export function callHandlers(deps: CallDeps): AsyncHandlers<call.CallServiceServer> {
  return {
    requestCall: async (request, ctx) => {
      try {
        return { call: toCallMessage(await requestCall(deps, request, ctx)) };
      } catch (error) {
        // Not a failure: nobody is rung until the user's 3-D Secure step is done (decision 0031).
        if (!(error instanceof PaymentAuthenticationNeeded)) throw error;
        const { provider, ...step } = error.authentication;
        return { call: undefined, paymentAuthentication: { ...step, provider: callNames.cardProviderNames.toProto(provider) } };
      }
    },
    cancelCall: async (request, ctx) => ({ call: toCallMessage(await cancelCall(deps, request, ctx)) }),
    acceptCall: async (request, ctx) => {
      const result = await acceptCall(deps, request, ctx);
      return { callId: result.callId, accepted: result.accepted, roomDetails: result.roomDetails ? toRoomMessage(result.roomDetails) : undefined };
    },
    declineCall: (request, ctx) => declineCall(deps, request, ctx),
    getCall: async (request, ctx) => ({ call: toCallMessage(await getCall(deps, request, ctx)) }),
    joinMeeting: async (request, ctx) => {
      const joined = await joinMeeting(deps, request, ctx);
      return { roomDetails: toRoomMessage(joined.room), meeting: toMeetingMessage(joined.meeting), joinedAt: joined.joinedAt };
    },
    leaveCall: async (request, ctx) => ({ meeting: toMeetingMessage(await leaveCall(deps, request, ctx)) }),
    getMeetingState: async (request, ctx) => ({ meeting: toMeetingMessage(await getMeetingState(deps, request, ctx)) }),
    getOpenMeeting: async (_request, ctx) => {
      const { open, rings } = await getOpenMeeting(deps, ctx);
      const meeting = open ? { callId: open.meeting.callId, roomDetails: toRoomMessage(open.room), meeting: toMeetingMessage(open.meeting) } : {};
      return { ...meeting, rings: rings.map(toOpenRingMessage) };
    },
    sendChatMessage: async (request, ctx) => ({ message: toChatMessage(await sendChatMessage(deps, request, ctx)) }),
    listChatMessages: async (request, ctx) => ({ messages: (await listChatMessages(deps, request, ctx)).map(toChatMessage) }),
    getCallActivity: (request, ctx) => getCallActivity(deps, request, ctx),
    getAccountCalls: (request, ctx) => getAccountCalls(deps, request, ctx),
  };
}

export const callServiceDefinition = call.CallServiceService;
