import {
  ANNOTATION_MAX_STROKES,
  type Annotation,
  type AnnotationColor,
  type AnnotationPoint,
  type AnnotationTarget,
} from '@helpwire/contracts/realtime-events';

/** A stroke as both sides draw it: every point received so far, in order. */
export interface Stroke {
  id: string;
  target: AnnotationTarget;
  color: AnnotationColor;
  points: AnnotationPoint[];
  done: boolean;
}

/** The pens' colours on screen: bright, and outlined when drawn, so they show on any picture. */
export const PEN_COLORS: Record<AnnotationColor, string> = { red: '#ef4444', yellow: '#facc15', blue: '#3b82f6' };

/** The strokes after an annotation: a clear empties them; a stroke's part adds its points (a new id starts a stroke). */
export function applyAnnotation(strokes: readonly Stroke[], annotation: Annotation): Stroke[] {
  if (annotation.kind === 'clear') return [];
  const index = strokes.findIndex((stroke) => stroke.id === annotation.id);
  if (index === -1) {
    const added = [
      ...strokes,
      { id: annotation.id, target: annotation.target, color: annotation.color, points: [...annotation.points], done: annotation.done },
    ];
    return added.slice(-ANNOTATION_MAX_STROKES);
  }
  const stroke = strokes[index]!;
  const next = [...strokes];
  next[index] = { ...stroke, points: [...stroke.points, ...annotation.points], done: stroke.done || annotation.done };
  return next;
}

/** Where the picture is inside a box, drawn as `object-fit: contain` draws it (centred, whole, bars around). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function pictureBox(videoWidth: number, videoHeight: number, boxWidth: number, boxHeight: number): Box {
  if (videoWidth <= 0 || videoHeight <= 0) return { x: 0, y: 0, width: boxWidth, height: boxHeight };
  const scale = Math.min(boxWidth / videoWidth, boxHeight / videoHeight);
  const width = videoWidth * scale;
  const height = videoHeight * scale;
  return { x: (boxWidth - width) / 2, y: (boxHeight - height) / 2, width, height };
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
/** Rounded to 1/10,000 of the picture: finer than any screen, and short on the wire. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** A position in the box (pixels) as fractions of the picture, kept inside it. */
export function toFraction(x: number, y: number, box: Box): AnnotationPoint {
  return [round(clamp((x - box.x) / box.width)), round(clamp((y - box.y) / box.height))];
}

/** A point's position in the box (pixels). */
export function toPixels([fx, fy]: AnnotationPoint, box: Box): [number, number] {
  return [box.x + fx * box.width, box.y + fy * box.height];
}
