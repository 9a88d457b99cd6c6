import { answersHello, generationDecision, newGeneration, nextGenerations, type GenerationState, type TaggedSignal } from './signal-generations';

const fresh: GenerationState = { own: 'u1', peer: null, retired: new Set() };
const talking: GenerationState = { own: 'u1', peer: 'h1', retired: new Set(['h0']) };

/** Runs signals through the rules as the peer session does, answering what each did. */
function play(state: GenerationState, signals: TaggedSignal[]): { state: GenerationState; decisions: string[] } {
  const decisions: string[] = [];
  for (const signal of signals) {
    const decision = generationDecision(state, signal);
    decisions.push(decision);
    state = nextGenerations(state, signal, decision);
  }
  return { state, decisions };
}

describe('meeting connection generations: a fresh connection only for a new join of the other side', () => {
  it('the first generation heard is adopted, whatever signal brings it', () => {
    for (const kind of ['hello', 'description', 'candidate'] as const) expect(generationDecision(fresh, { kind, session: 'h1' })).toBe('adopt');
    expect(nextGenerations(fresh, { kind: 'hello', session: 'h1' }, 'adopt')).toEqual({ own: 'u1', peer: 'h1', retired: new Set() });
  });

  it('both sides saying hello (at once, or an answer to a hello) never restarts the connection', () => {
    const { decisions, state } = play(fresh, [
      { kind: 'hello', session: 'h1' },
      { kind: 'hello', session: 'h1', to: 'u1' },
      { kind: 'description', session: 'h1', to: 'u1' },
      { kind: 'candidate', session: 'h1', to: 'u1' },
    ]);
    expect(decisions).toEqual(['adopt', 'apply', 'apply', 'apply']);
    expect(state.peer).toBe('h1');
  });

  it('a new generation of the other side (it left and joined again) replaces the connection, and the old one is retired', () => {
    expect(generationDecision(talking, { kind: 'hello', session: 'h2' })).toBe('replace');
    const next = nextGenerations(talking, { kind: 'hello', session: 'h2' }, 'replace');
    expect(next).toEqual({ own: 'u1', peer: 'h2', retired: new Set(['h0', 'h1']) });
  });

  it("late signals of the other side's earlier join are dropped, not applied to the new connection", () => {
    const { decisions } = play(talking, [
      { kind: 'hello', session: 'h2' },
      { kind: 'candidate', session: 'h1', to: 'u1' },
      { kind: 'description', session: 'h1', to: 'u1' },
      { kind: 'candidate', session: 'h2', to: 'u1' },
    ]);
    expect(decisions).toEqual(['replace', 'drop', 'drop', 'apply']);
  });

  it('signals addressed to an earlier join of this side are dropped, even from the current generation', () => {
    expect(generationDecision(talking, { kind: 'description', session: 'h1', to: 'u0' })).toBe('drop');
    expect(generationDecision(fresh, { kind: 'hello', session: 'h1', to: 'u0' })).toBe('drop');
  });

  it('only a hello that did not know this side is answered (no echo)', () => {
    expect(answersHello(fresh, { kind: 'hello', session: 'h1' })).toBe(true);
    expect(answersHello(fresh, { kind: 'hello', session: 'h1', to: 'u1' })).toBe(false);
    expect(answersHello(fresh, { kind: 'description', session: 'h1', to: 'u1' })).toBe(false);
  });

  it('generation ids are random, 32 hex digits, and valid for the signal schema', () => {
    const ids = new Set(Array.from({ length: 50 }, newGeneration));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
