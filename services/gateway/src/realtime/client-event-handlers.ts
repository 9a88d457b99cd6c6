import {
  AuthTexts,
  CallTexts,
  ClientEvents,
  clientEventSchemas,
  CLIENT_EVENT_ROLE,
  Texts,
  type ClientEventAcks,
  type ClientEventName,
  type ClientEventPayload,
  type RealtimeAckError,
} from '@helpwire/contracts';
import { isAppError, type Identity, type Logger } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io';
import type { CallUpstream } from './call-upstream';
import type { EventBudgets } from './event-budgets';
import { rememberStay } from './meeting-presence';
import { relayMeetingAnnotation, relayMeetingSignal } from './meeting-signal-relay';
import { sessionOf } from './socket-authentication';
import { socketIdentity } from './socket-identity';

type Forward = { [N in ClientEventName]: (upstream: CallUpstream, identity: Identity, payload: never, socket: Socket) => Promise<ClientEventAcks[N]> };

/** The registry: each client event, the upstream call it becomes and the acknowledgement it answers. */
const FORWARD: Forward = {
  'accept-user-call': async (upstream, identity, payload) => ({ ok: true, ...(await upstream.acceptUserCall(identity, payload)) }),
  'decline-user-call': async (upstream, identity, payload) => (await upstream.declineUserCall(identity, payload), { ok: true }),
  'call-helper': async (upstream, identity, payload) => {
    const answer = await upstream.callHelper(identity, payload);
    // Nobody rung yet: the user confirms the hold with their bank, then sends call-helper again with its callId.
    if ('authentication' in answer)
      return { ok: false, code: 'CALL_PAYMENT_AUTHENTICATION_ACTION', message: CallTexts.paymentAuthenticationAction, authentication: answer.authentication };
    return { ok: true, ...answer };
  },
  'cancel-calling-helper': async (upstream, identity, payload) => (await upstream.cancelCallingHelper(identity, payload), { ok: true }),
  'join-meeting': async (upstream, identity, payload: ClientEventPayload<'join-meeting'>, socket) => {
    const joined = await upstream.joinMeeting(identity, payload);
    // This connection's stay: when the socket drops, only it ends (meeting-presence.ts).
    rememberStay(socket, payload.callId, joined.joinedAt);
    return { ok: true, roomDetails: joined.roomDetails, state: joined.state };
  },
  'meeting-signal': (upstream, identity, payload, socket) => relayMeetingSignal(socket, upstream, identity, payload),
  'send-chat-message': async (upstream, identity, payload) => ({ ok: true, message: await upstream.sendChatMessage(identity, payload) }),
  'get-chat-messages': async (upstream, identity, payload) => ({ ok: true, messages: await upstream.chatMessages(identity, payload) }),
  'meeting-annotation': (upstream, identity, payload, socket) => relayMeetingAnnotation(socket, upstream, identity, payload),
  'get-meeting-state': async (upstream, identity, payload) => ({ ok: true, state: await upstream.meetingState(identity, payload) }),
};

function refusal(code: RealtimeAckError['code'], message: string): RealtimeAckError {
  return { ok: false, code, message };
}

/** The acknowledgement of a failed upstream call: its reason and text; a 5xx kind gets the generic text. */
function failureAck(error: unknown, logger: Logger, event: ClientEventName): RealtimeAckError {
  if (isAppError(error)) {
    if (error.code === 'UNAVAILABLE' || error.code === 'DEADLINE_EXCEEDED')
      return refusal(error.reason === 'REALTIME_CALL_SERVICE_UNAVAILABLE' ? error.reason : 'UNAVAILABLE', Texts.serviceUnavailable);
    if (error.code !== 'INTERNAL') return refusal(error.reason, error.messages[0] ?? Texts.internalError);
  }
  const errorId = randomUUID();
  logger.error({ err: error, errorId, event }, 'realtime client event failed');
  return refusal('INTERNAL', Texts.internalError);
}

/**
 * Registers the client events of spec §7 on a socket: the event's budget and size are checked
 * (event-budgets.ts), the role, the payload validated with the contracts' schema, and the event forwarded to the call service (a meeting signal is
 * relayed to the call's other party once the call service named the parties); the acknowledgement (when
 * the client asked for one) carries the answer or the refusal's reason code and text.
 */
export function registerClientEvents(socket: Socket, upstream: CallUpstream, budgets: EventBudgets, logger: Logger, deadlineMs: number): void {
  const session = sessionOf(socket);
  for (const event of Object.values(ClientEvents)) {
    socket.on(event, async (payload: unknown, ack?: unknown) => {
      const answer = typeof ack === 'function' ? (ack as (reply: unknown) => void) : () => undefined;
      let overBudget: RealtimeAckError | null;
      try {
        overBudget = await budgets.admit(socket, session.userId, event, payload);
      } catch (error) {
        return answer(failureAck(error, logger, event));
      }
      if (overBudget) return answer(overBudget);
      const allowed = CLIENT_EVENT_ROLE[event];
      if (allowed === 'ANY' ? session.role !== 'USER' && session.role !== 'HELPER' : session.role !== allowed)
        return answer(refusal('ROLE_NOT_ALLOWED', AuthTexts.roleNotAllowed));
      const parsed = clientEventSchemas[event].safeParse(payload);
      if (!parsed.success) return answer(refusal('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? Texts.internalError));
      const identity = socketIdentity(socket, deadlineMs);
      try {
        answer(await FORWARD[event](upstream, identity, parsed.data as never, socket));
      } catch (error) {
        answer(failureAck(error, logger, event));
      }
    });
  }
}
