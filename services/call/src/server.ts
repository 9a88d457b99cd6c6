import { call } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import { toCallMessage, toRoomMessage } from './call-view';
import { acceptCall } from './use-cases/accept-call';
import { cancelCall } from './use-cases/cancel-call';
import { declineCall } from './use-cases/decline-call';
import type { CallDeps } from './use-cases/deps';
import { getCall } from './use-cases/get-call';
import { requestCall } from './use-cases/request-call';

export const callServiceName = 'helpwire.call.v1.CallService';

/** The gRPC handlers of CallService: each maps one call to one use case. */
export function callHandlers(deps: CallDeps): AsyncHandlers<call.CallServiceServer> {
  return {
    requestCall: async (request, ctx) => ({ call: toCallMessage(await requestCall(deps, request, ctx)) }),
    cancelCall: async (request, ctx) => ({ call: toCallMessage(await cancelCall(deps, request, ctx)) }),
    acceptCall: async (request, ctx) => {
      const result = await acceptCall(deps, request, ctx);
      return { callId: result.callId, accepted: result.accepted, roomDetails: result.roomDetails ? toRoomMessage(result.roomDetails) : undefined };
    },
    declineCall: (request, ctx) => declineCall(deps, request, ctx),
    getCall: async (request, ctx) => ({ call: toCallMessage(await getCall(deps, request, ctx)) }),
  };
}

export const callServiceDefinition = call.CallServiceService;
