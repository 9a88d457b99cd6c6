import type { AnnotationColor, AnnotationPoint, AnnotationTarget } from '@helpwire/contracts/realtime-events';
import { useEffect, useRef, type PointerEvent } from 'react';
import { PEN_COLORS, pictureBox, toFraction, toPixels, type Stroke } from './annotation-strokes';
import type { Annotations } from './use-annotations';

/** How often a stroke being drawn goes out: the other side sees it grow, not appear at the end. */
const SEND_EVERY_MS = 50;

export interface Pen {
  color: AnnotationColor;
  target: AnnotationTarget;
}

function draw(canvas: HTMLCanvasElement, video: HTMLVideoElement | null, strokes: readonly Stroke[]): void {
  const ratio = window.devicePixelRatio || 1;
  const { clientWidth: width, clientHeight: height } = canvas;
  if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  }
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  const box = pictureBox(video?.videoWidth ?? 0, video?.videoHeight ?? 0, width, height);
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const stroke of strokes) {
    if (stroke.points.length === 0) continue;
    context.beginPath();
    const [x0, y0] = toPixels(stroke.points[0]!, box);
    context.moveTo(x0, y0);
    for (const point of stroke.points.slice(1)) context.lineTo(...toPixels(point, box));
    if (stroke.points.length === 1) context.lineTo(x0 + 0.1, y0 + 0.1);
    // A dark edge under the colour: a yellow line still shows on a white page.
    context.strokeStyle = 'rgb(0 0 0 / 55%)';
    context.lineWidth = 7;
    context.stroke();
    context.strokeStyle = PEN_COLORS[stroke.color];
    context.lineWidth = 4;
    context.stroke();
  }
}

/**
 * The drawings over a video (issue 12): a canvas on top of it, mapped to the picture as the video
 * shows it (object-fit: contain), so a stroke lands on the same spot at any size. With a `pen` the
 * person draws with the pointer (mouse, finger or stylus); the stroke shows at once and goes out in
 * parts every 50 ms.
 */
export function AnnotationLayer({
  videoSelector,
  strokes,
  annotations,
  pen,
  label,
}: {
  videoSelector: string;
  strokes: readonly Stroke[];
  annotations: Annotations;
  pen?: Pen | null;
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<{ id: string; part: number; pending: AnnotationPoint[]; timer: number | null } | null>(null);
  const video = () => canvas.current?.parentElement?.querySelector<HTMLVideoElement>(videoSelector) ?? null;

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const redraw = () => draw(element, video(), strokes);
    redraw();
    const observer = new ResizeObserver(redraw);
    observer.observe(element);
    const watched = video();
    watched?.addEventListener('resize', redraw);
    watched?.addEventListener('loadedmetadata', redraw);
    return () => {
      observer.disconnect();
      watched?.removeEventListener('resize', redraw);
      watched?.removeEventListener('loadedmetadata', redraw);
    };
  }, [strokes, videoSelector]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): AnnotationPoint => {
    const element = event.currentTarget;
    const rect = element.getBoundingClientRect();
    const source = video();
    return toFraction(
      event.clientX - rect.left,
      event.clientY - rect.top,
      pictureBox(source?.videoWidth ?? 0, source?.videoHeight ?? 0, rect.width, rect.height),
    );
  };
  const flush = (done: boolean) => {
    const current = drawing.current;
    if (!current || !pen) return;
    if (current.timer !== null) window.clearTimeout(current.timer);
    current.timer = null;
    if (current.pending.length > 0 || done)
      annotations.send({ kind: 'stroke', id: current.id, target: pen.target, color: pen.color, part: current.part++, points: current.pending, done });
    current.pending = [];
    if (done) drawing.current = null;
  };
  const add = (point: AnnotationPoint, first: boolean) => {
    const current = drawing.current;
    if (!current || !pen) return;
    annotations.show({ kind: 'stroke', id: current.id, target: pen.target, color: pen.color, part: 0, points: [point], done: false });
    current.pending.push(point);
    if (first || current.pending.length >= 100) return flush(false);
    current.timer ??= window.setTimeout(() => flush(false), SEND_EVERY_MS);
  };

  return (
    <canvas
      ref={canvas}
      className={`hw-meeting-annotations${pen ? ' hw-meeting-annotations--drawing' : ''}`}
      role="img"
      aria-label={label}
      data-strokes={strokes.length}
      onPointerDown={(event) => {
        if (!pen || event.button > 0) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        drawing.current = { id: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`, part: 0, pending: [], timer: null };
        add(pointOf(event), true);
      }}
      onPointerMove={(event) => drawing.current && add(pointOf(event), false)}
      onPointerUp={() => flush(true)}
      onPointerCancel={() => flush(true)}
    />
  );
}
