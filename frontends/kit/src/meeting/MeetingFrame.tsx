import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * The meeting's whole-screen dialog (calls take the whole screen): labelled by its title, focus
 * moved into it and kept inside, given back when it closes. `onEscape` decides what Escape does
 * (the setup closes, the call asks before leaving).
 */
export function MeetingFrame({ title, view, onEscape, children }: { title: string; view: string; onEscape: () => void; children: ReactNode }) {
  const titleId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    frame.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      // A dialog over the meeting (EXIT_OPTION) handles its own keys.
      if (!frame.current || document.querySelector('.hw-modal-backdrop')) return;
      if (event.key === 'Escape') escape.current();
      if (event.key !== 'Tab') return;
      const focusable = [...frame.current.querySelectorAll<HTMLElement>('button:not([disabled]), select:not([disabled]), [tabindex="0"]')];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      // Focus left with a control that went away (Join, once joined): Tab brings it back inside, never to the page behind.
      if (!frame.current.contains(document.activeElement)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === frame.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, []);
  // A new view (the setup became the call): focus goes to the dialog again if its control went away.
  useEffect(() => {
    if (frame.current && !frame.current.contains(document.activeElement)) frame.current.focus();
  }, [view]);
  return createPortal(
    <div ref={frame} className="hw-meeting-frame" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-view={view}>
      <h2 id={titleId} className="hw-meeting-frame__title">
        {title}
      </h2>
      {children}
    </div>,
    document.body,
  );
}
