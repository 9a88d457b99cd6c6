import { Button } from './Button';

export interface PagerProps {
  /** The page shown (from 1) and the last one, as the server's `meta` says. */
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  /** Translated: "Previous", "Next" and "Page 2 of 5". */
  labels: { previous: string; next: string; page: string };
  className?: string;
}

/** Previous / "Page n of m" / Next under a paged list; nothing when there is one page. */
export function Pager({ page, lastPage, onPage, labels, className }: PagerProps) {
  if (lastPage <= 1) return null;
  return (
    <nav className={['hw-pager', className].filter(Boolean).join(' ')} aria-label={labels.page}>
      <Button variant="ghost" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </Button>
      <span>{labels.page}</span>
      <Button variant="ghost" size="small" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {labels.next}
      </Button>
    </nav>
  );
}
