import { buildDraftSummary, type DraftLine } from './draft-summary';

const at = (second: number) => new Date(Date.UTC(2026, 10, 24, 10, 0, second));
const note = (text: string, second: number): DraftLine => ({ kind: 'NOTE', text, at: at(second) });

describe('buildDraftSummary', () => {
  it('turns the notes into steps in time order, the first one the summary', () => {
    const draft = buildDraftSummary([note('Reinstalled the printer driver', 20), note('Restarted the router', 10)]);
    expect(draft).toEqual({ summary: 'Restarted the router', steps: ['Restarted the router', 'Reinstalled the printer driver'] });
  });

  it('splits a note of several lines, drops list markers, blanks and repeats', () => {
    const draft = buildDraftSummary([note('1. Open settings\n- Pick  Wi-Fi \n\n• Forget the network', 1), note('Open settings', 2)]);
    expect(draft.steps).toEqual(['Open settings', 'Pick Wi-Fi', 'Forget the network']);
  });

  it('is empty with nothing to draft from', () => {
    expect(buildDraftSummary([])).toEqual({ summary: '', steps: [] });
  });

  it("takes the helper's chat lines as steps and leaves the user's out (chat joins later as one more source)", () => {
    const draft = buildDraftSummary([
      { kind: 'CHAT', author: 'USER', text: 'My screen is black', at: at(1) },
      { kind: 'CHAT', author: 'HELPER', text: 'Hold the power button for 10 seconds', at: at(2) },
      note('Battery was drained', 3),
    ]);
    expect(draft.steps).toEqual(['Hold the power button for 10 seconds', 'Battery was drained']);
  });

  it('keeps at most 30 steps', () => {
    const lines = Array.from({ length: 40 }, (_, i) => note(`Step ${i}`, i));
    expect(buildDraftSummary(lines).steps).toHaveLength(30);
  });
});
