import { useEffect } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';

/** Sets the tab title to "<page> — Helpwire" (or a full title for the home page) in the reader's language. */
export function useDocumentTitle(page: string, { full = false }: { full?: boolean } = {}): void {
  const { t } = useTranslation();
  const title = full ? page : t('public.documentTitle', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
