import { Button } from '@helpwire/ui';
import { CloudOff, RotateCcw } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';

/** A list or document that failed to load: what happened, what to do, and a Retry button. */
export function LoadError({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('public');
  return (
    <div className="hwp-load-error" role="alert">
      <CloudOff aria-hidden size={32} />
      <div>
        <p className="hwp-load-error__title">{t('public.loadError.title')}</p>
        <p>{t('public.loadError.hint')}</p>
      </div>
      <Button variant="ghost" onClick={onRetry} busy={retrying}>
        <RotateCcw aria-hidden size={18} />
        {t('common.retry')}
      </Button>
    </div>
  );
}
