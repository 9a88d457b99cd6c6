import { useEffect, useState } from 'react';
import { peakOf, SilenceWatch } from './mic-silence';

/** How often the level is read (10 a second is smooth enough for a meter). */
const SAMPLE_MS = 100;

/**
 * The microphone's level (0..1, the peak of the last tenth of a second) from an AnalyserNode, and
 * whether it has been silent for 3 s (AUDIO_WARNING). The analyser keeps the last ~0.7 s, read
 * every 0.1 s, so no sound falls between two reads. Nothing is played: the analyser is not
 * connected to the speakers.
 */
export function useMicLevel(stream: MediaStream | null): { level: number; silent: boolean } {
  const [state, setState] = useState({ level: 0, silent: false });
  useEffect(() => {
    const track = stream?.getAudioTracks()[0];
    if (!stream || !track || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const source = context.createMediaStreamSource(new MediaStream([track]));
    const analyser = context.createAnalyser();
    analyser.fftSize = 32768;
    source.connect(analyser);
    const frame = new Uint8Array(analyser.fftSize);
    const watch = new SilenceWatch(performance.now());
    const timer = window.setInterval(() => {
      if (context.state === 'suspended') void context.resume();
      analyser.getByteTimeDomainData(frame);
      const level = peakOf(frame.subarray(frame.length - Math.round(context.sampleRate / 10)));
      const silent = watch.sample(peakOf(frame), performance.now());
      setState((old) => (Math.abs(old.level - level) < 0.005 && old.silent === silent ? old : { level, silent }));
    }, SAMPLE_MS);
    return () => {
      window.clearInterval(timer);
      source.disconnect();
      void context.close();
    };
  }, [stream]);
  return state;
}
