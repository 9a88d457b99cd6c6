import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from '@helpwire/ui';

/**
 * The meeting's whole-screen dialog (calls take the whole screen): labelled by its title, focus
 * moved into it and kept inside, given back when it closes. `onEscape` decides what Escape does
 * (the setup closes, the call asks before leaving).
 */
export function MeetingFrame({ title, view, onEscape, children }: { title: string; view: string; onEscape: () => void; children: ReactNode }) {
  const titleId = useId();
  const frame = useRef<HTMLDivElement>(null);
  // A dialog over the meeting (EXIT_OPTION) handles its own keys.
  useDialogFocus(frame, onEscape, () => document.querySelector('.hw-modal-backdrop') !== null);
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
