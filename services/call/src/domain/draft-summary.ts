/**
 * The draft of a call's summary the helper edits before the user sees it (decision 0028): built from
 * what was written during the call, in time order — the helper's notes and, once the call keeps its
 * chat, the chat lines (a source is one more kind of line, nothing else changes). Pure.
 */
export interface DraftLine {
  kind: 'NOTE' | 'CHAT';
  /** For chat: whose line it was. */
  author?: 'USER' | 'HELPER';
  text: string;
  at: Date;
}

export interface DraftSummary {
  summary: string;
  steps: string[];
}

const MAX_STEP_CHARS = 1000;
const MAX_STEPS = 30;

/** One line of text, spaces collapsed, without a list marker ("1.", "-", "*", "•") at its start. */
function cleanStep(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:\d{1,2}[.)]|[-*•])\s*/, '')
    .slice(0, MAX_STEP_CHARS);
}

/**
 * The helper's notes become the steps (a note of several lines gives one step per line), the user's
 * chat lines are left out (they describe the problem, not the fix) and the helper's chat lines count
 * as steps too; the summary is the first step, or empty when there is nothing to draft from.
 */
export function buildDraftSummary(lines: readonly DraftLine[]): DraftSummary {
  const steps = [...lines]
    .filter((line) => line.kind === 'NOTE' || line.author === 'HELPER')
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .flatMap((line) => line.text.split(/\r?\n/))
    .map(cleanStep)
    .filter((step, index, all) => step.length > 0 && all.indexOf(step) === index)
    .slice(0, MAX_STEPS);
  return { summary: steps[0] ?? '', steps };
}
