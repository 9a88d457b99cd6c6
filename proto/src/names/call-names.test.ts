import { EndReason, MissedReason, UnansweredState } from '../gen/helpwire/call/events/v1/events';
import { CallEndReason, CallParty, CallState, CardProvider, GenderPreference, LeaveKind, MediaStatus, RingOutcome } from '../gen/helpwire/call/v1/call';
import {
  callEndReasonNames,
  callPartyNames,
  callStateNames,
  cardProviderNames,
  endReasonNames,
  genderPreferenceNames,
  leaveKindNames,
  mediaStatusNames,
  missedReasonNames,
  ringOutcomeNames,
  unansweredStateNames,
} from './call-names';

const namedValues = (e: Record<string, string | number>) => Object.values(e).filter((v): v is number => typeof v === 'number' && v > 0);

describe('call enum names', () => {
  it.each([
    ['CallState', CallState, callStateNames],
    ['RingOutcome', RingOutcome, ringOutcomeNames],
    ['GenderPreference', GenderPreference, genderPreferenceNames],
    ['MediaStatus', MediaStatus, mediaStatusNames],
    ['MissedReason', MissedReason, missedReasonNames],
    ['UnansweredState', UnansweredState, unansweredStateNames],
    ['CallParty', CallParty, callPartyNames],
    ['CallEndReason', CallEndReason, callEndReasonNames],
    ['LeaveKind', LeaveKind, leaveKindNames],
    ['CardProvider', CardProvider, cardProviderNames],
    ['EndReason', EndReason, endReasonNames],
  ] as const)('every %s value has exactly one name and comes back from it', (_enum, values, names) => {
    const mapped = namedValues(values).map((value) => names.fromProto(value));
    expect(mapped.every((name) => name !== undefined)).toBe(true);
    expect(new Set(mapped).size).toBe(names.names.length);
    for (const name of names.names) expect(names.fromProto(names.toProto(name as never))).toBe(name);
  });
});
