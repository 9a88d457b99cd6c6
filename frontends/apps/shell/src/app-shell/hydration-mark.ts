/**
 * Decision 0089: a pre-rendered page's controls take presses (shell.css) once the parts that hold
 * them are hydrated: the page and the footer each hydrate when their code arrives, and React drops
 * a press on a part it cannot hydrate yet.
 */
const waiting = new Set(['page', 'footer']);

/** A part of the pre-rendered page is hydrated; the last one lifts the mark. */
export function partHydrated(part: 'page' | 'footer'): void {
  waiting.delete(part);
  if (waiting.size === 0) delete document.getElementById('root')?.dataset.prerendered;
}
