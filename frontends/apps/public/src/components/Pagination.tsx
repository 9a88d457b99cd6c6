import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import '../pages/tutorials.css';

/** Numbered pages with Previous/Next, for lists whose meta gives the last page. */
export function Pagination({ page, lastPage, onChange, label }: { page: number; lastPage: number; onChange: (page: number) => void; label: string }) {
  const { t } = useTranslation('public');
  if (lastPage <= 1) return null;
  const pages = Array.from({ length: lastPage }, (_, index) => index + 1);
  return (
    <nav className="hwp-pagination" aria-label={label}>
      <button type="button" className="hw-button hw-button--ghost hw-button--small" onClick={() => onChange(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden size={18} className="hw-mirror" />
        {t('public.tutorials.previous')}
      </button>
      <ul>
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className="hwp-pagination__page"
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('public.tutorials.page', { page: number })}
              onClick={() => onChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="hw-button hw-button--ghost hw-button--small" onClick={() => onChange(page + 1)} disabled={page >= lastPage}>
        {t('public.tutorials.next')}
        <ChevronRight aria-hidden size={18} className="hw-mirror" />
      </button>
      <p className="hw-visually-hidden" aria-live="polite">
        {t('public.tutorials.pageOf', { page, total: lastPage })}
      </p>
    </nav>
  );
}
