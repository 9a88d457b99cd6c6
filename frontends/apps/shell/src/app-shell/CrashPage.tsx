import { i18next } from '@helpwire/web-core';
import { TriangleAlert } from 'lucide-react';

/** Shown when rendering failed: plain markup, no providers (they may be what crashed). */
export function CrashPage({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const t = (key: string) => i18next.t(key, { ns: 'shell' });
  return (
    <main className="hw-status-page" role="alert">
      <TriangleAlert aria-hidden size={48} color="var(--hw-error)" />
      <h1>{t('shell.crashTitle')}</h1>
      <p>{t('shell.crashText')}</p>
      <button type="button" className="hw-button hw-button--primary" onClick={reload}>
        {t('common.reload')}
      </button>
    </main>
  );
}
