import { useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, video, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog's keyboard: focus moved into it on open and given back on close, Tab and
 * Shift+Tab kept inside (and brought back inside when the focused control went away), Escape
 * handled by `onEscape`. `yieldTo`: while it says so, another dialog above this one has the keys.
 * A layout effect: focus moves in the commit that shows the dialog, before it is painted, so
 * nothing typed or announced in between lands on the page behind it.
 */
export function useDialogFocus(dialog: RefObject<HTMLElement | null>, onEscape: () => void, yieldTo: () => boolean = () => false): void {
  // Kept in refs: a new callback on each render must not re-run the focus effect.
  const escape = useRef(onEscape);
  escape.current = onEscape;
  const yields = useRef(yieldTo);
  yields.current = yieldTo;
  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      const element = dialog.current;
      if (!element || yields.current()) return;
      if (event.key === 'Escape') escape.current();
      if (event.key !== 'Tab') return;
      const focusable = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      if (!element.contains(document.activeElement)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === element)) {
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
  }, [dialog]);
}
