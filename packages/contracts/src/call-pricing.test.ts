import { callPriceMinor, FLAT_CALL_CENTS, startedMinutes } from './call-pricing';

describe('the price of a call (spec §9)', () => {
  it('nothing when the two were never connected together', () => {
    expect(callPriceMinor(0, 45)).toBe(0);
  });

  it('a flat $0.60 under 3 minutes, whatever the rate', () => {
    for (const seconds of [1, 59, 60, 120, 179]) expect(callPriceMinor(seconds, 450)).toBe(FLAT_CALL_CENTS);
    expect(callPriceMinor(179, 0)).toBe(60);
  });

  it('from 3 minutes, every started minute at the rate', () => {
    expect(callPriceMinor(180, 45)).toBe(135);
    expect(callPriceMinor(181, 45)).toBe(180);
    expect(callPriceMinor(3600, 45)).toBe(2700);
    expect(callPriceMinor(3599, 99)).toBe(5940);
  });

  it('started minutes: 1 s is a minute, 60 s one, 61 s two', () => {
    expect([0, 1, 60, 61, 3600].map(startedMinutes)).toEqual([0, 1, 1, 2, 60]);
  });

  it('refuses fractions and negative rates rather than guess', () => {
    expect(() => callPriceMinor(1.5, 45)).toThrow(RangeError);
    expect(() => callPriceMinor(200, 0.45)).toThrow(RangeError);
    expect(() => callPriceMinor(200, -1)).toThrow(RangeError);
  });
});
