import { useSearchParams } from '@helpwire/libs/router';
import { useState } from 'react';

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/**
 * A list page's place in the URL: the search (`q`), the page and the chosen item (under
 * `chosenKey`, e.g. ?account=). `show` moves to another of them (a new search starts at page 1);
 * `picked` says the reader chose an item here (its detail then takes the focus).
 */
export function useListSelection(chosenKey: string) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = pageOf(params.get('page'));
  const chosenId = params.get(chosenKey);
  const [picked, setPicked] = useState(false);
  const show = (next: { q?: string; page?: number; chosen?: string | null }) => {
    const search = new URLSearchParams();
    const nextQ = next.q ?? q;
    if (nextQ) search.set('q', nextQ);
    const nextPage = next.page ?? (next.q === undefined ? page : 1);
    if (nextPage > 1) search.set('page', String(nextPage));
    const chosen = next.chosen === undefined ? chosenId : next.chosen;
    if (chosen) search.set(chosenKey, chosen);
    setPicked(Boolean(chosen));
    setParams(search);
  };
  return { q, page, chosenId, picked, show };
}
