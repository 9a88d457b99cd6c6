import { AppError } from '@helpwire/service-kit';
import { CALL_STATES, canMove, isOpen, move, type CallStateName } from './call-state';

const allowed: [CallStateName, CallStateName][] = [
  ['REQUESTED', 'RINGING'],
  ['REQUESTED', 'CANCELLED'],
  ['REQUESTED', 'NO_HELPER'],
  ['RINGING', 'ACCEPTED'],
  ['RINGING', 'CANCELLED'],
  ['RINGING', 'DECLINED'],
  ['RINGING', 'MISSED'],
];
const isAllowed = (from: CallStateName, to: CallStateName) => allowed.some(([f, t]) => f === from && t === to);
const refused = CALL_STATES.flatMap((from) => CALL_STATES.filter((to) => !isAllowed(from, to)).map((to) => [from, to] as [CallStateName, CallStateName]));

describe('the call state machine', () => {
  it.each(allowed)('moves %s → %s', (from, to) => {
    expect(canMove(from, to)).toBe(true);
    expect(move(from, to)).toBe(to);
  });

  it('refuses every other pair (42 of 49), backwards and out of an end included', () => {
    expect(refused).toHaveLength(42);
    for (const [from, to] of refused) {
      expect(canMove(from, to)).toBe(false);
      let error: unknown;
      try {
        move(from, to);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'CALL_TRANSITION_REFUSED' });
    }
  });

  it.each(refused)('refuses %s → %s', (from, to) => {
    expect(() => move(from, to)).toThrow(AppError);
  });

  it('is open only while looking for or ringing helpers', () => {
    expect(CALL_STATES.filter(isOpen)).toEqual(['REQUESTED', 'RINGING']);
  });
});
