import { CallEndReason, CallParty, CallState, CardProvider, GenderPreference, LeaveKind, RingOutcome } from '../gen/helpwire/call/v1/call';
import { EndReason, MissedReason, UnansweredState } from '../gen/helpwire/call/events/v1/events';
import { enumNames } from './enum-names';

/** The call domain's enums and the names the database, REST and the web apps use for them. */
export const callStateNames = enumNames(CallState.CALL_STATE_UNSPECIFIED, {
  REQUESTED: CallState.CALL_STATE_REQUESTED,
  RINGING: CallState.CALL_STATE_RINGING,
  ACCEPTED: CallState.CALL_STATE_ACCEPTED,
  CANCELLED: CallState.CALL_STATE_CANCELLED,
  DECLINED: CallState.CALL_STATE_DECLINED,
  MISSED: CallState.CALL_STATE_MISSED,
  NO_HELPER: CallState.CALL_STATE_NO_HELPER,
  IN_PROGRESS: CallState.CALL_STATE_IN_PROGRESS,
  ENDED: CallState.CALL_STATE_ENDED,
});

/** A side of an accepted call (spec §4 callLeftBy: USER or HELPER). */
export const callPartyNames = enumNames(CallParty.CALL_PARTY_UNSPECIFIED, {
  USER: CallParty.CALL_PARTY_USER,
  HELPER: CallParty.CALL_PARTY_HELPER,
});

export const callEndReasonNames = enumNames(CallEndReason.CALL_END_REASON_UNSPECIFIED, {
  BOTH_LEFT: CallEndReason.CALL_END_REASON_BOTH_LEFT,
  TIME_LIMIT: CallEndReason.CALL_END_REASON_TIME_LIMIT,
});

export const leaveKindNames = enumNames(LeaveKind.LEAVE_KIND_UNSPECIFIED, {
  LEFT: LeaveKind.LEAVE_KIND_LEFT,
  DISCONNECTED: LeaveKind.LEAVE_KIND_DISCONNECTED,
});

/** helpwire.call.ended's reason (the events package's enum). */
export const endReasonNames = enumNames(EndReason.END_REASON_UNSPECIFIED, {
  BOTH_LEFT: EndReason.END_REASON_BOTH_LEFT,
  TIME_LIMIT: EndReason.END_REASON_TIME_LIMIT,
});

export const ringOutcomeNames = enumNames(RingOutcome.RING_OUTCOME_UNSPECIFIED, {
  RINGING: RingOutcome.RING_OUTCOME_RINGING,
  ACCEPTED: RingOutcome.RING_OUTCOME_ACCEPTED,
  DECLINED: RingOutcome.RING_OUTCOME_DECLINED,
  TIMED_OUT: RingOutcome.RING_OUTCOME_TIMED_OUT,
  CALL_CANCELLED: RingOutcome.RING_OUTCOME_CALL_CANCELLED,
  ANSWERED_ELSEWHERE: RingOutcome.RING_OUTCOME_ANSWERED_ELSEWHERE,
});

/** The card provider of a call's 3-D Secure step (its names are the payment service's provider names). */
export const cardProviderNames = enumNames(CardProvider.CARD_PROVIDER_UNSPECIFIED, {
  sandbox: CardProvider.CARD_PROVIDER_SANDBOX,
  stripe: CardProvider.CARD_PROVIDER_STRIPE,
});

export const genderPreferenceNames = enumNames(GenderPreference.GENDER_PREFERENCE_UNSPECIFIED, {
  NO_PREFERENCE: GenderPreference.GENDER_PREFERENCE_NO_PREFERENCE,
  MALE: GenderPreference.GENDER_PREFERENCE_MALE,
  FEMALE: GenderPreference.GENDER_PREFERENCE_FEMALE,
});

export const missedReasonNames = enumNames(MissedReason.MISSED_REASON_UNSPECIFIED, {
  TIMED_OUT: MissedReason.MISSED_REASON_TIMED_OUT,
  CALL_CANCELLED: MissedReason.MISSED_REASON_CALL_CANCELLED,
  ANSWERED_ELSEWHERE: MissedReason.MISSED_REASON_ANSWERED_ELSEWHERE,
});

export const unansweredStateNames = enumNames(UnansweredState.UNANSWERED_STATE_UNSPECIFIED, {
  DECLINED: UnansweredState.UNANSWERED_STATE_DECLINED,
  MISSED: UnansweredState.UNANSWERED_STATE_MISSED,
  NO_HELPER: UnansweredState.UNANSWERED_STATE_NO_HELPER,
});

export { mediaStatusNames, roomDetailsJson, roomDetailsMessage, type RoomDetailsJson } from './room-details';
