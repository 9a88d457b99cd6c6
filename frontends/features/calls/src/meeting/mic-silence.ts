/** Below this level (0..1, the peak of the time-domain signal) the microphone counts as silent: a muted one reads 0. */
export const SILENCE_LEVEL = 0.02;
/** AUDIO_WARNING after this long without sound (issue 12). */
export const SILENCE_WARNING_MS = 3000;

/** The RMS level (0..1) of one AnalyserNode time-domain frame (bytes centred on 128). */
export function levelOf(frame: Uint8Array): number {
  if (frame.length === 0) return 0;
  let sum = 0;
  for (const byte of frame) {
    const v = (byte - 128) / 128;
    sum += v * v;
  }
  return Math.sqrt(sum / frame.length);
}

/** The peak level (0..1) of a time-domain frame: a short sound anywhere in it counts (RMS would dilute it). */
export function peakOf(frame: Uint8Array): number {
  let peak = 0;
  for (const byte of frame) peak = Math.max(peak, Math.abs(byte - 128));
  return peak / 128;
}

/** Follows the level over time: when the microphone last made a sound, and whether it has been silent too long. */
export class SilenceWatch {
  private lastSound: number;
  constructor(startedAt: number) {
    this.lastSound = startedAt;
  }
  /** Records a level at `now`; answers whether the microphone has been silent for SILENCE_WARNING_MS. */
  sample(level: number, now: number): boolean {
    if (level >= SILENCE_LEVEL) this.lastSound = now;
    return now - this.lastSound >= SILENCE_WARNING_MS;
  }
}
