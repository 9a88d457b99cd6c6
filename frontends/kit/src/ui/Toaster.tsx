import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { useToasts } from '../store/toasts';

const icons = { success: CheckCircle2, error: XCircle, info: Info };

/** Renders toasts bottom-right (mirrored in right-to-left), announced to screen readers. */
export function Toaster() {
  const { toasts, dismiss } = useToasts();
  const { t } = useTranslation();
  return (
    <div className="hw-toaster" aria-live="polite">
      {toasts.map((item) => {
        const Icon = icons[item.kind];
        return (
          <div key={item.id} className={`hw-toast hw-toast--${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'} data-kind={item.kind}>
            <Icon aria-hidden size={20} />
            <span>{item.text}</span>
            <button type="button" onClick={() => dismiss(item.id)} aria-label={t('common.dismiss')}>
              <X aria-hidden size={18} />
            </button>
          </div>
        );
      })}
    </div>
  );
}
