/**
 * The ring of an incoming call, made with the Web Audio API (no audio file to download): two short
 * bursts of a 440 + 480 Hz chord every 3 s, until stopped. Browsers start audio only after the
 * person has interacted with the page: until then the ring is muted, never an error.
 */

type AudioContextClass = typeof AudioContext;

let shared: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  const w = window as typeof window & { webkitAudioContext?: AudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext;
}

function context(): AudioContext | null {
  if (shared) return shared;
  const Context = audioContextClass();
  if (!Context) return null;
  try {
    shared = new Context();
  } catch {
    return null;
  }
  return shared;
}

/** Lets the ring sound later: called on the person's first click or key press in the page. */
export function unlockRingTone(): void {
  const audio = context();
  if (audio && audio.state === 'suspended') audio.resume().catch(() => undefined);
}

/** Whether the browser lets the ring sound now. */
export function ringToneAudible(): boolean {
  return shared?.state === 'running';
}

const PATTERN_MS = 3000;
/** Bursts within each pattern: start and length (ms). */
const BURSTS: readonly [number, number][] = [
  [0, 400],
  [600, 400],
];

/** Schedules one pattern's bursts at `at` (seconds on the context's clock). */
function schedulePattern(audio: AudioContext, output: GainNode, at: number): void {
  for (const [start, length] of BURSTS) {
    const begin = at + start / 1000;
    const end = begin + length / 1000;
    const envelope = audio.createGain();
    envelope.gain.setValueAtTime(0, begin);
    envelope.gain.linearRampToValueAtTime(1, begin + 0.02);
    envelope.gain.setValueAtTime(1, end - 0.03);
    envelope.gain.linearRampToValueAtTime(0, end);
    envelope.connect(output);
    for (const frequency of [440, 480]) {
      const tone = audio.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(envelope);
      tone.start(begin);
      tone.stop(end);
    }
  }
}

/**
 * Rings for `durationMs` (the ring's time left), or until the answer stops it (safe to call more
 * than once). The whole ring is scheduled at once on the audio clock: no timer, so a background tab's
 * slowed timers cannot break it up.
 */
export function startRingTone(durationMs: number): () => void {
  const audio = context();
  if (!audio || durationMs <= 0) return () => undefined;
  if (audio.state === 'suspended') audio.resume().catch(() => undefined);
  const output = audio.createGain();
  output.gain.value = 0.15;
  output.connect(audio.destination);
  const first = audio.currentTime + 0.05;
  for (let pattern = 0; pattern * PATTERN_MS < durationMs; pattern += 1) schedulePattern(audio, output, first + (pattern * PATTERN_MS) / 1000);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    // Disconnecting the output silences every burst already scheduled.
    output.disconnect();
  };
}
