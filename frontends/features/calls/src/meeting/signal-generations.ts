/**
 * Connection generations of a peer-to-peer meeting (decision 0027), pure so they can be tested
 * without a browser. Each side draws a generation id every time it joins and tags every signal
 * with it (`session`), and with the other side's (`to`) once it knows it. A connection belongs to
 * one pair of generations: a side starts a fresh connection only when a NEW generation of the other
 * side appears (it joined again), never because both happened to say hello, and signals of a
 * generation that is gone (or addressed to one of this side's earlier joins) are dropped.
 */
export interface GenerationState {
  /** This side's generation (this join). */
  own: string;
  /** The other side's generation this side's connection talks to; null before one was heard. */
  peer: string | null;
  /** The other side's earlier generations (joins that ended). */
  retired: ReadonlySet<string>;
}

export interface TaggedSignal {
  kind: 'hello' | 'description' | 'candidate';
  session: string;
  to?: string | undefined;
}

/**
 * - `drop`: addressed to an earlier join of this side, or sent by one of the other side's earlier joins;
 * - `apply`: from the generation this side's connection talks to;
 * - `adopt`: the first generation of the other side heard: make the connection for it;
 * - `replace`: a newer generation of the other side: close the connection and make a fresh one.
 */
export type GenerationDecision = 'drop' | 'apply' | 'adopt' | 'replace';

export function generationDecision(state: GenerationState, signal: TaggedSignal): GenerationDecision {
  if (signal.to !== undefined && signal.to !== state.own) return 'drop';
  if (state.retired.has(signal.session)) return 'drop';
  if (signal.session === state.peer) return 'apply';
  return state.peer === null ? 'adopt' : 'replace';
}

/**
 * Whether a new generation must be told about this side: yes unless its signal was already
 * addressed to this side's generation (it knows it). Only a new generation is answered, so two
 * hellos never echo back and forth.
 */
export function answersHello(state: GenerationState, signal: TaggedSignal): boolean {
  return signal.to !== state.own;
}

/** The state after a decision: the generation adopted, the replaced one retired; unchanged otherwise. */
export function nextGenerations(state: GenerationState, signal: TaggedSignal, decision: GenerationDecision): GenerationState {
  if (decision === 'adopt') return { ...state, peer: signal.session };
  if (decision === 'replace') return { ...state, peer: signal.session, retired: new Set([...state.retired, state.peer!]) };
  return state;
}

/** A fresh generation id: 16 random bytes in hex (getRandomValues works on plain http too, unlike randomUUID). */
export function newGeneration(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
