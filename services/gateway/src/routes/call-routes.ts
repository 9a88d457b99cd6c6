import { AuthTexts, routes, type CallParty } from '@helpwire/contracts';
import { callNames, call as proto } from '@helpwire/proto';
import { AppError, type Identity, type PromiseClient } from '@helpwire/service-kit';
import { defineRoute, type ApiRoute } from '../http/api-routes';
import { meetingStateJson } from '../realtime/call-grpc-upstream';

export interface CallRouteDeps {
  calls: PromiseClient<proto.CallServiceClient>;
  deadlineMs: number;
}

/** userLeaveCall answers USER sessions only, helperLeaveCall HELPER sessions only (spec §7). */
function requireRole(identity: Identity, role: CallParty): void {
  if (identity.role !== role) throw new AppError('PERMISSION_DENIED', AuthTexts.roleNotAllowed, 'ROLE_NOT_ALLOWED');
}

/**
 * POST /call/userLeaveCall and /call/helperLeaveCall (spec §7; decision 0026): the call service's
 * LeaveCall for the session's side. The other side hears user-leave / helper-leave; both leaving
 * ends the call. Idempotent: a replay answers the same state and announces nothing.
 */
export function callRoutes({ calls, deadlineMs }: CallRouteDeps): ApiRoute[] {
  const leaveRoute = (contract: typeof routes.call.userLeaveCall | typeof routes.call.helperLeaveCall, party: CallParty) =>
    defineRoute(contract, {
      tag: 'Calls',
      summary: `The call's ${party === 'USER' ? 'user' : 'helper'} leaves its meeting: the other side gets ${party === 'USER' ? 'user-leave' : 'helper-leave'} {callId, callLeftBy}; once both have left the call ends (call-ended, helpwire.call.ended with the both-present seconds). Answers the meeting's state. Another account's call: 404 "Call not found"`,
      handler: async ({ body, identity }) => {
        requireRole(identity, party);
        const answer = await calls.leaveCall(
          { callId: body.callId, party: callNames.callPartyNames.toProto(party), kind: proto.LeaveKind.LEAVE_KIND_LEFT },
          { identity, deadlineMs },
        );
        return { data: meetingStateJson(answer.meeting) };
      },
    });
  return [leaveRoute(routes.call.userLeaveCall, 'USER'), leaveRoute(routes.call.helperLeaveCall, 'HELPER')];
}
