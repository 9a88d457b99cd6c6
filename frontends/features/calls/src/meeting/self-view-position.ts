/**
 * Where the draggable self view sits: an offset (px) from its place in the layout, moved by a
 * pointer drag or the arrow keys and always kept inside the call's frame. Pure, tested beside.
 */
export interface Offset {
  x: number;
  y: number;
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** How far one arrow key press moves the self view (Shift: four times as far). */
export const KEY_STEP_PX = 24;

/**
 * The offset after moving by `delta`, clamped so the view (now at `view`, drawn with `offset`)
 * stays inside `frame`; a view larger than the frame keeps its start edge inside.
 */
export function movedOffset(offset: Offset, delta: Offset, view: Box, frame: Box): Offset {
  const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value));
  const dx = clamp(delta.x, frame.left - view.left, Math.max(frame.left - view.left, frame.right - view.right));
  const dy = clamp(delta.y, frame.top - view.top, Math.max(frame.top - view.top, frame.bottom - view.bottom));
  return { x: offset.x + dx, y: offset.y + dy };
}

/** The move an arrow key asks for (null for other keys). */
export function keyDelta(key: string, shift: boolean): Offset | null {
  const step = shift ? KEY_STEP_PX * 4 : KEY_STEP_PX;
  const moves: Record<string, Offset> = {
    ArrowLeft: { x: -step, y: 0 },
    ArrowRight: { x: step, y: 0 },
    ArrowUp: { x: 0, y: -step },
    ArrowDown: { x: 0, y: step },
  };
  return moves[key] ?? null;
}
