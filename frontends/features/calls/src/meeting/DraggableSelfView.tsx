import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { keyDelta, movedOffset, type Box, type Offset } from './self-view-position';

const boxOf = (element: Element): Box => {
  const r = element.getBoundingClientRect();
  return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
};

/**
 * The self view, movable: dragged with a pointer (mouse, touch, pen) or moved with the arrow keys
 * once focused, kept inside the call's stage (also when the window shrinks).
 */
export function DraggableSelfView({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const view = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const drag = useRef<{ pointer: number; x: number; y: number } | null>(null);

  const move = (delta: Offset) => {
    const element = view.current;
    const frame = element?.parentElement;
    if (!element || !frame) return;
    setOffset((current) => movedOffset(current, delta, boxOf(element), boxOf(frame)));
  };
  useEffect(() => {
    const keepInside = () => move({ x: 0, y: 0 });
    window.addEventListener('resize', keepInside);
    return () => window.removeEventListener('resize', keepInside);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (!from || from.pointer !== event.pointerId) return;
    drag.current = { ...from, x: event.clientX, y: event.clientY };
    move({ x: event.clientX - from.x, y: event.clientY - from.y });
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer === event.pointerId) drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = keyDelta(event.key, event.shiftKey);
    if (!delta) return;
    event.preventDefault();
    move(delta);
  };

  return (
    <div
      ref={view}
      className="hw-meeting-call__self"
      role="group"
      tabIndex={0}
      aria-label={t('meeting.selfMove')}
      style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
      data-offset={`${Math.round(offset.x)},${Math.round(offset.y)}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}
