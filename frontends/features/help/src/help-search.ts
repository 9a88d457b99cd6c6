/**
 * The help centre's search: every word of the query must appear in an entry's title or text, in the
 * language shown. Case, Latin accents and Arabic short vowels are ignored, and the Arabic letters
 * people type interchangeably (أ إ آ ا, ى ي, ة ه) count as one.
 */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}

const words = (query: string) =>
  normalise(query)
    .split(/[\s.,;:!?؟،]+/)
    .filter(Boolean);

export interface Searchable {
  title: string;
  text: string;
}

/** The entries that hold every word of the query (all of them for an empty query), in their order. */
export function search<T extends Searchable>(entries: readonly T[], query: string): T[] {
  const wanted = words(query);
  if (wanted.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = normalise(`${entry.title} ${entry.text}`);
    return wanted.every((word) => haystack.includes(word));
  });
}
