import { incommingCallPayload, ServerEvents } from '@helpwire/contracts';
import { realtimeEvents } from '@helpwire/proto';
import { emit, emitMany, RealtimeDeliveries, type EventWriter } from '@helpwire/service-kit';
import type { CallPartyName } from '../domain/billable-time';
import type { CallRow } from '../store/schema';
import type { CallNotifier, MeetingStateView } from '../ports/call-notifier';

const { AUDIENCE_USER, AUDIENCE_HELPER } = realtimeEvents.Audience;

type Delivery = { accountIds: string[]; audience: realtimeEvents.Audience; eventName: string; payload: object; expiresAt?: Date };

const deliveryOf = (d: Delivery) => ({
  accountIds: d.accountIds,
  audience: d.audience,
  eventName: d.eventName,
  payloadJson: JSON.stringify(d.payload),
  expiresAt: d.expiresAt,
});

function deliver(tx: EventWriter, d: Delivery): Promise<string> {
  return emit(tx, RealtimeDeliveries.call, deliveryOf(d));
}

const callFields = (call: CallRow) => ({ callId: call.id, categoryId: call.categoryId });

/** A side's account and the audience of its sessions (a helper hears calls on HELPER sessions only). */
function sideOf(call: CallRow, party: CallPartyName): { accountIds: string[]; audience: realtimeEvents.Audience } {
  return party === 'USER' ? { accountIds: [call.userId], audience: AUDIENCE_USER } : { accountIds: [call.helperId!], audience: AUDIENCE_HELPER };
}

const otherSide = (party: CallPartyName): CallPartyName => (party === 'USER' ? 'HELPER' : 'USER');

/** The meeting's state as JSON (dates ISO). */
export function meetingStateJson(meeting: MeetingStateView) {
  return {
    ...meeting,
    acceptedAt: meeting.acceptedAt.toISOString(),
    endsAt: meeting.endsAt.toISOString(),
    endedAt: meeting.endedAt?.toISOString() ?? null,
  };
}

/** One event to both sides of an accepted call (each on its role's sessions). */
async function toBoth(tx: EventWriter, call: CallRow, eventName: string, payload: object): Promise<void> {
  for (const party of ['USER', 'HELPER'] as const) await deliver(tx, { ...sideOf(call, party), eventName, payload });
}

/**
 * The spec §7 events through the realtime channel (decision 0023): a Delivery in the call service's
 * outbox, which the gateway emits to the accounts' sockets. Payloads keep the spec's fields
 * (`incomming-call {id}` the caller, `missed-call {userId}`, `call-declined {id}` the helper) and add
 * the call's reference.
 */
export const realtimeCallNotifier: CallNotifier = {
  async ringing(tx, call, rings) {
    // One statement for the wave (each helper's own distance).
    await emitMany(
      tx,
      RealtimeDeliveries.call,
      rings.map((ring) =>
        deliveryOf({
          accountIds: [ring.helperId],
          audience: AUDIENCE_HELPER,
          eventName: ServerEvents.incommingCall,
          payload: incommingCallPayload({
            ...callFields(call),
            userId: call.userId,
            callerFirstName: call.callerFirstName,
            distanceKm: ring.distanceKm,
            wave: ring.wave,
            ringEndsAt: ring.endsAt,
          }),
          // A ring that ended must not ring later (a backlog, a reconnect).
          expiresAt: ring.endsAt,
        }),
      ),
    );
  },
  async missed(tx, call, helperIds, reason) {
    if (helperIds.length === 0) return;
    await deliver(tx, {
      accountIds: [...helperIds],
      audience: AUDIENCE_HELPER,
      eventName: ServerEvents.missedCall,
      payload: { userId: call.userId, id: call.userId, ...callFields(call), reason },
    });
  },
  async accepted(tx, call, helper, room) {
    await deliver(tx, {
      accountIds: [call.userId],
      audience: AUDIENCE_USER,
      eventName: ServerEvents.callAccepted,
      payload: { id: helper.id, helperId: helper.id, helperFirstName: helper.firstName, ...callFields(call), accepted: true, roomDetails: room },
    });
  },
  async ringEnded(tx, call, ring, reason) {
    await deliver(tx, {
      accountIds: [call.userId],
      audience: AUDIENCE_USER,
      eventName: ServerEvents.callDeclined,
      payload: { id: ring.helperId, ...callFields(call), reason, wave: ring.wave, final: false },
    });
  },
  async ended(tx, call, failure) {
    await deliver(tx, {
      accountIds: [call.userId],
      audience: AUDIENCE_USER,
      eventName: ServerEvents.callDeclined,
      payload: { id: call.id, ...callFields(call), state: call.state, final: true, code: failure.code, message: failure.message },
    });
  },
  async left(tx, call, party) {
    await deliver(tx, {
      ...sideOf(call, otherSide(party)),
      eventName: party === 'USER' ? ServerEvents.userLeave : ServerEvents.helperLeave,
      payload: { callId: call.id, callLeftBy: party },
    });
  },
  async meetingState(tx, call, meeting) {
    await toBoth(tx, call, ServerEvents.meetingState, meetingStateJson(meeting));
  },
  async meetingEnded(tx, call, meeting) {
    await toBoth(tx, call, ServerEvents.callEnded, {
      callId: call.id,
      reason: meeting.endReason,
      billableSeconds: meeting.billableSeconds,
      endedAt: meeting.endedAt?.toISOString(),
    });
  },
  async rejoin(tx, call, party, room, meeting) {
    await deliver(tx, {
      ...sideOf(call, party),
      eventName: ServerEvents.rejoinMeeting,
      payload: { callId: call.id, roomDetails: room, state: meetingStateJson(meeting) },
    });
  },
};
