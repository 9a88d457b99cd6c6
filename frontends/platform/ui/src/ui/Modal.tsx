import { X } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@helpwire/libs/i18n';
import { useDialogFocus } from './use-dialog-focus';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}

/**
 * A dialog: labelled by its title, closes on Escape and on the backdrop, keeps focus inside. Rendered
 * into <body>, so an ancestor that makes a containing block (the sticky header's backdrop filter)
 * cannot shrink its full-screen backdrop.
 */
export function Modal({ title, onClose, children, wide }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  useDialogFocus(dialog, onClose);

  return createPortal(
    <div className="hw-modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} className={`hw-modal${wide ? ' hw-modal--wide' : ''}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <button type="button" className="hw-modal__close" onClick={onClose} aria-label={t('common.close')}>
          <X aria-hidden size={22} />
        </button>
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
