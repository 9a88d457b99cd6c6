import { RING_POLICY } from '@helpwire/contracts';
import type { RingOutcomeName } from './call-state';

/** Decision 0024: ring the nearest 3 at once for 15 s; a next wave of 3 others, up to 3 waves. */
export interface RingPolicy {
  helpersPerWave: number;
  ringMs: number;
  maxWaves: number;
}

export const ringPolicy: RingPolicy = {
  helpersPerWave: RING_POLICY.helpersPerWave,
  ringMs: RING_POLICY.ringSeconds * 1000,
  maxWaves: RING_POLICY.maxWaves,
};

export interface RingView {
  helperId: string;
  wave: number;
  outcome: RingOutcomeName;
  endsAt: Date;
}

export interface PolicyCall {
  state: 'REQUESTED' | 'RINGING';
  wave: number;
  rings: readonly RingView[];
  /** Call-back: only this helper is ever rung (one wave). */
  requestedHelperId?: string | null;
}

/** What an open call needs next. */
export type NextStep =
  /** A ring of the current wave is still running: look again then. */
  | { kind: 'wait'; until: Date }
  /** Ring a new wave: search for up to `limit` helpers other than `exclude`. */
  | { kind: 'ring'; wave: number; exclude: string[]; limit: number; timedOut: string[] }
  /** No wave left: end without a helper. */
  | { kind: 'end'; state: EndState; timedOut: string[] };

export type EndState = 'DECLINED' | 'MISSED' | 'NO_HELPER';

/** The rings of the current wave still ringing whose 15 s are over at `now`. */
function expired(call: PolicyCall, now: Date): RingView[] {
  return call.rings.filter((ring) => ring.wave === call.wave && ring.outcome === 'RINGING' && ring.endsAt.getTime() <= now.getTime());
}

/**
 * How a call without a helper ends: NO_HELPER when nobody was ever rung, DECLINED when every rung
 * helper said no, MISSED when at least one ring ended unanswered. `timedOut` are rings settled now.
 */
export function endState(rings: readonly RingView[], timedOut: readonly string[] = []): EndState {
  if (rings.length === 0) return 'NO_HELPER';
  const declinedAll = rings.every((ring) => ring.outcome === 'DECLINED' && !timedOut.includes(ring.helperId));
  return declinedAll ? 'DECLINED' : 'MISSED';
}

/** The next step of an open call at `now` (pure: the caller searches, writes and arms the timer). */
export function nextStep(call: PolicyCall, now: Date, policy: RingPolicy = ringPolicy): NextStep {
  if (call.state === 'REQUESTED') return { kind: 'ring', wave: 1, exclude: [], limit: call.requestedHelperId ? 1 : policy.helpersPerWave, timedOut: [] };
  const current = call.rings.filter((ring) => ring.wave === call.wave);
  const timedOut = expired(call, now).map((ring) => ring.helperId);
  const stillRinging = current.filter((ring) => ring.outcome === 'RINGING' && !timedOut.includes(ring.helperId));
  if (stillRinging.length > 0) return { kind: 'wait', until: new Date(Math.min(...stillRinging.map((ring) => ring.endsAt.getTime()))) };
  if (call.requestedHelperId || call.wave >= policy.maxWaves) return { kind: 'end', state: endState(call.rings, timedOut), timedOut };
  return { kind: 'ring', wave: call.wave + 1, exclude: call.rings.map((ring) => ring.helperId), limit: policy.helpersPerWave, timedOut };
}

/** When a wave rung at `at` ends. */
export function ringEndsAt(at: Date, policy: RingPolicy = ringPolicy): Date {
  return new Date(at.getTime() + policy.ringMs);
}
