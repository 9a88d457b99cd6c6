import { endState, nextStep, ringEndsAt, ringPolicy, type PolicyCall, type RingView } from './ring-policy';

const t0 = new Date('2026-11-24T10:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const ring = (helperId: string, wave: number, outcome: RingView['outcome'], rungAtMs = (wave - 1) * 15_000): RingView => ({
  helperId,
  wave,
  outcome,
  endsAt: ringEndsAt(at(rungAtMs)),
});
const wave1 = (outcomes: RingView['outcome'][]): RingView[] => outcomes.map((outcome, i) => ring(`h${i + 1}`, 1, outcome));

describe('the ring policy (decision 0024)', () => {
  it('is 3 helpers at once, 15 s a ring, 3 waves', () => {
    expect(ringPolicy).toEqual({ helpersPerWave: 3, ringMs: 15_000, maxWaves: 3 });
    expect(ringEndsAt(t0).getTime() - t0.getTime()).toBe(15_000);
  });

  it('starts a new call with a first wave of 3 (1 for a call-back)', () => {
    expect(nextStep({ state: 'REQUESTED', wave: 0, rings: [] }, t0)).toEqual({ kind: 'ring', wave: 1, exclude: [], limit: 3, timedOut: [] });
    expect(nextStep({ state: 'REQUESTED', wave: 0, rings: [], requestedHelperId: 'h9' }, t0)).toMatchObject({ kind: 'ring', wave: 1, limit: 1 });
  });

  it('waits while a ring of the wave runs, until the ring ends', () => {
    const call: PolicyCall = { state: 'RINGING', wave: 1, rings: wave1(['RINGING', 'DECLINED', 'RINGING']) };
    expect(nextStep(call, at(14_999))).toEqual({ kind: 'wait', until: at(15_000) });
  });

  it('at 15 s times the unanswered rings out and rings the next 3, excluding everyone rung', () => {
    const call: PolicyCall = { state: 'RINGING', wave: 1, rings: wave1(['RINGING', 'DECLINED', 'RINGING']) };
    expect(nextStep(call, at(15_000))).toEqual({ kind: 'ring', wave: 2, exclude: ['h1', 'h2', 'h3'], limit: 3, timedOut: ['h1', 'h3'] });
  });

  it('moves on at once when every helper of the wave declined, before the 15 s', () => {
    const call: PolicyCall = { state: 'RINGING', wave: 1, rings: wave1(['DECLINED', 'DECLINED', 'DECLINED']) };
    expect(nextStep(call, at(2_000))).toEqual({ kind: 'ring', wave: 2, exclude: ['h1', 'h2', 'h3'], limit: 3, timedOut: [] });
  });

  it('ends after the third wave: DECLINED when all said no, MISSED when one did not answer', () => {
    const rings = [...wave1(['DECLINED', 'DECLINED', 'DECLINED']), ring('h4', 2, 'DECLINED'), ring('h5', 3, 'DECLINED'), ring('h6', 3, 'RINGING')];
    expect(nextStep({ state: 'RINGING', wave: 3, rings }, at(44_999))).toEqual({ kind: 'wait', until: at(45_000) });
    expect(nextStep({ state: 'RINGING', wave: 3, rings }, at(45_000))).toEqual({ kind: 'end', state: 'MISSED', timedOut: ['h6'] });
    const declined = rings.map((r) => ({ ...r, outcome: 'DECLINED' as const }));
    expect(nextStep({ state: 'RINGING', wave: 3, rings: declined }, at(31_000))).toEqual({ kind: 'end', state: 'DECLINED', timedOut: [] });
  });

  it('never rings a second wave for a call-back', () => {
    const rings = [ring('h9', 1, 'RINGING')];
    expect(nextStep({ state: 'RINGING', wave: 1, rings, requestedHelperId: 'h9' }, at(15_000))).toEqual({ kind: 'end', state: 'MISSED', timedOut: ['h9'] });
  });

  it('ends NO_HELPER only when nobody was ever rung', () => {
    expect(endState([])).toBe('NO_HELPER');
    expect(endState(wave1(['DECLINED']))).toBe('DECLINED');
    expect(endState(wave1(['DECLINED', 'TIMED_OUT']))).toBe('MISSED');
    expect(endState(wave1(['DECLINED', 'RINGING']), ['h2'])).toBe('MISSED');
  });
});
