import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { useToasts } from '@helpwire/web-core';

const icons = { success: CheckCircle2, error: XCircle, info: Info };

/** The room toasts take at the foot of the screen, for dialogs to keep clear of (components.css). */
const TOASTS_SPACE = '--hw-toasts-space';
const GAP_PX = 8;

/** Publishes the toasts' height (and a gap) as --hw-toasts-space while any show, 0 when none. */
function useToastsSpace(toaster: RefObject<HTMLDivElement | null>, count: number): void {
  useLayoutEffect(() => {
    const element = toaster.current;
    if (!element) return;
    const root = document.documentElement.style;
    const publish = () => {
      const height = count > 0 ? element.getBoundingClientRect().height : 0;
      root.setProperty(TOASTS_SPACE, `${height > 0 ? Math.ceil(height) + GAP_PX : 0}px`);
    };
    publish();
    if (typeof ResizeObserver === 'undefined') return () => root.removeProperty(TOASTS_SPACE);
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(TOASTS_SPACE);
    };
  }, [toaster, count]);
}

/**
 * Renders toasts bottom-right (mirrored in right-to-left), announced to screen readers. An open
 * dialog makes room for them, so a toast never covers a dialog's buttons.
 */
export function Toaster() {
  const { toasts, dismiss } = useToasts();
  const { t } = useTranslation();
  const toaster = useRef<HTMLDivElement>(null);
  useToastsSpace(toaster, toasts.length);
  return (
    <div ref={toaster} className="hw-toaster" aria-live="polite">
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
