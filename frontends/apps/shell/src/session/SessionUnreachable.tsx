import { Button } from '@helpwire/ui';
import { CloudOff } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';

/** How often the page asks again on its own while it shows. */
export const SESSION_RETRY_MS = 10_000;

/**
 * Shown instead of the page when the session could not be checked (Helpwire out of reach, or its
 * session check briefly unavailable): the person is still signed in, it tries again by itself, and
 * Try again asks now.
 */
export function SessionUnreachable({ retrying, onRetry }: { retrying: boolean; onRetry: () => unknown }) {
  const { t } = useTranslation('shell');
  useEffect(() => {
    const timer = setInterval(() => void onRetry(), SESSION_RETRY_MS);
    return () => clearInterval(timer);
  }, [onRetry]);
  return (
    <section className="hw-status-page" role="alert">
      <CloudOff aria-hidden size={48} color="var(--hw-accent)" />
      <h1>{t('shell.unreachableTitle')}</h1>
      <p>{t('shell.unreachableText')}</p>
      <Button onClick={() => void onRetry()} busy={retrying}>
        {t('common.retry')}
      </Button>
    </section>
  );
}
