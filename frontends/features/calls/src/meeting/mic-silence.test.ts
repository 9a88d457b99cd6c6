import { levelOf, peakOf, SILENCE_LEVEL, SILENCE_WARNING_MS, SilenceWatch } from './mic-silence';

describe('the microphone level and the silence warning', () => {
  it('a flat frame is silent; a full-scale square wave is level 1', () => {
    expect(levelOf(new Uint8Array(64).fill(128))).toBe(0);
    expect(levelOf(Uint8Array.from({ length: 64 }, (_, i) => (i % 2 ? 0 : 255)))).toBeCloseTo(1, 2);
  });

  it('a short click in a long quiet frame is heard by its peak, though its RMS is near zero', () => {
    const frame = new Uint8Array(32768).fill(128);
    frame.fill(200, 1000, 1960);
    expect(levelOf(frame)).toBeLessThan(0.1);
    expect(peakOf(frame)).toBeGreaterThan(SILENCE_LEVEL);
    expect(peakOf(new Uint8Array(32768).fill(128))).toBe(0);
  });

  it('warns after 3 s without sound, and stops when sound comes back', () => {
    const watch = new SilenceWatch(0);
    expect(watch.sample(0, SILENCE_WARNING_MS - 1)).toBe(false);
    expect(watch.sample(0, SILENCE_WARNING_MS)).toBe(true);
    expect(watch.sample(0.2, SILENCE_WARNING_MS + 10)).toBe(false);
    expect(watch.sample(0.001, SILENCE_WARNING_MS * 2 + 9)).toBe(false);
    expect(watch.sample(0.001, SILENCE_WARNING_MS * 2 + 10)).toBe(true);
  });
});
