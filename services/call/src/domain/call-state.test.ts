import { AppError } from '@helpwire/service-kit';
import { CALL_STATES, canMove, isLive, isOpen, move, type CallStateName } from './call-state';

const allowed: [CallStateName, CallStateName][] = [
  ['REQUESTED', 'RINGING'],
  ['REQUESTED', 'CANCELLED'],
  ['REQUESTED', 'NO_HELPER'],
  ['RINGING', 'ACCEPTED'],
  ['RINGING', 'CANCELLED'],
  ['RINGING', 'DECLINED'],
  ['RINGING', 'MISSED'],
  ['ACCEPTED', 'IN_PROGRESS'],
  ['ACCEPTED', 'ENDED'],
  ['IN_PROGRESS', 'ENDED'],
];
const isAllowed = (from: CallStateName, to: CallStateName) => allowed.some(([f, t]) => f === from && t === to);
const refused = CALL_STATES.flatMap((from) => CALL_STATES.filter((to) => !isAllowed(from, to)).map((to) => [from, to] as [CallStateName, CallStateName]));

describe('the call state machine', () => {
  it.each(allowed)('moves %s → %s', (from, to) => {
    expect(canMove(from, to)).toBe(true);
    expect(move(from, to)).toBe(to);
  });

  it('refuses every other pair (71 of 81), backwards and out of an end included', () => {
    expect(CALL_STATES).toHaveLength(9);
    expect(refused).toHaveLength(71);
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

  it('is live (its meeting can be joined) only between the accept and the end', () => {
    expect(CALL_STATES.filter(isLive)).toEqual(['ACCEPTED', 'IN_PROGRESS']);
    expect(canMove('ENDED', 'IN_PROGRESS')).toBe(false);
    expect(canMove('IN_PROGRESS', 'ACCEPTED')).toBe(false);
  });
});
