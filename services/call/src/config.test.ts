import { RING_POLICY } from '@helpwire/contracts';
import { loadCallLimitsConfig } from './config';

describe('the call limits (CALL_MAX_SECONDS, CALL_RING_SECONDS)', () => {
  it("default to the product's hour and RING_POLICY's 15 s ring", () => {
    expect(loadCallLimitsConfig({})).toEqual({ CALL_MAX_SECONDS: 3600, CALL_RING_SECONDS: RING_POLICY.ringSeconds });
  });

  it('take a shorter ring, for tests', () => {
    expect(loadCallLimitsConfig({ CALL_RING_SECONDS: '5' }).CALL_RING_SECONDS).toBe(5);
  });

  it('refuse a ring longer than the policy or under a second, naming the variable', () => {
    expect(() => loadCallLimitsConfig({ CALL_RING_SECONDS: '16' })).toThrow(/CALL_RING_SECONDS/);
    expect(() => loadCallLimitsConfig({ CALL_RING_SECONDS: '0' })).toThrow(/CALL_RING_SECONDS/);
  });
});
