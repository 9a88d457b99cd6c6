/** @jest-environment jsdom */
import type * as RingToneModule from './ring-tone';

/** The Web Audio API as far as the ring uses it: which tones start and stop when, and what is connected. */
class RecordingAudioContext {
  static made = 0;
  static last: RecordingAudioContext | null = null;
  state: AudioContextState = 'suspended';
  currentTime = 10;
  destination = { name: 'speakers' };
  tones: { frequency: number; start: number; stop: number }[] = [];
  outputs: { connected: boolean }[] = [];
  constructor() {
    RecordingAudioContext.made += 1;
  }
  resume() {
    this.state = 'running';
    return Promise.resolve();
  }
  createGain() {
    const node = {
      gain: { value: 1, setValueAtTime: () => undefined, linearRampToValueAtTime: () => undefined },
      connected: false,
      connect: (to: unknown) => {
        node.connected = true;
        if (to === this.destination) this.outputs.push(node);
      },
      disconnect: () => (node.connected = false),
    };
    return node;
  }
  createOscillator() {
    const tone = { frequency: { value: 0 }, start: 0, stop: 0 };
    return {
      frequency: tone.frequency,
      connect: () => undefined,
      start: (at: number) => {
        tone.start = at;
      },
      stop: (at: number) => {
        tone.stop = at;
        this.tones.push({ frequency: tone.frequency.value, start: tone.start, stop: at });
      },
    };
  }
}

type RingTone = typeof RingToneModule;

/** The context the ring made on its first use (the module keeps one). */
const audio = () => RecordingAudioContext.last!;
let ringTone: RingTone;

beforeEach(async () => {
  jest.resetModules();
  RecordingAudioContext.made = 0;
  (window as unknown as { AudioContext: unknown }).AudioContext = class extends RecordingAudioContext {
    constructor() {
      super();
      RecordingAudioContext.last = this;
    }
  };
  ringTone = await import('./ring-tone');
});

describe('the ring tone', () => {
  it('rings the whole ring at once on the audio clock: a 440 + 480 Hz chord, two bursts every 3 s', () => {
    const stop = ringTone.startRingTone(15_000);
    // 15 s: patterns at 0, 3, 6, 9 and 12 s, two bursts each, two tones per burst.
    expect(audio().tones).toHaveLength(5 * 2 * 2);
    const starts = [...new Set(audio().tones.map((t) => Math.round((t.start - 10.05) * 1000)))];
    expect(starts).toEqual([0, 600, 3000, 3600, 6000, 6600, 9000, 9600, 12000, 12600]);
    expect(new Set(audio().tones.map((t) => t.frequency))).toEqual(new Set([440, 480]));
    expect(audio().outputs.map((o) => o.connected)).toEqual([true]);
    stop();
    stop();
    expect(audio().outputs.map((o) => o.connected)).toEqual([false]);
  });

  it('rings only for the time left, and not at all when none is', () => {
    ringTone.startRingTone(4_000);
    expect(audio().tones).toHaveLength(2 * 2 * 2);
    const before = audio().tones.length;
    ringTone.startRingTone(0)();
    expect(audio().tones).toHaveLength(before);
  });

  it('is muted until the page had a click (the browser keeps audio suspended), then audible', () => {
    ringTone.startRingTone(15_000);
    // The fake resumes at once where a browser without a click would stay suspended.
    audio().state = 'suspended';
    expect(ringTone.ringToneAudible()).toBe(false);
    ringTone.unlockRingTone();
    expect(ringTone.ringToneAudible()).toBe(true);
    expect(RecordingAudioContext.made).toBe(1);
  });

  it('a browser without Web Audio rings silently, without an error', async () => {
    jest.resetModules();
    delete (window as unknown as { AudioContext?: unknown }).AudioContext;
    const silent = await import('./ring-tone');
    expect(() => silent.startRingTone(15_000)()).not.toThrow();
    expect(silent.ringToneAudible()).toBe(false);
  });
});
