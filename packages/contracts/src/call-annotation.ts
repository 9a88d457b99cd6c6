/**
 * Annotations (issue 12): the helper draws on the user's camera or shared screen as the helper sees
 * it; both see the drawing; either clears it. Relayed between the call's two parties like a WebRTC
 * signal, never stored. Without zod (the web kit imports it through realtime-events.ts); the schema
 * is in realtime.ts.
 */

/** Which of the user's streams a stroke is drawn on. */
export type AnnotationTarget = 'camera' | 'screen';

/** The pens: named, so each side draws them in its own way (and nobody sends arbitrary CSS). */
export const ANNOTATION_COLORS = ['red', 'yellow', 'blue'] as const;
export type AnnotationColor = (typeof ANNOTATION_COLORS)[number];

/** Points per message: a stroke goes out in parts while it is drawn (about every 50 ms). */
export const ANNOTATION_MAX_POINTS = 200;
/** Strokes a side keeps; the oldest go first. */
export const ANNOTATION_MAX_STROKES = 300;

/** A point, as fractions of the video picture's width and height (0 to 1), so any size of screen maps it. */
export type AnnotationPoint = [number, number];

export type Annotation =
  /** Part of a stroke: its points so far (`part` 0, 1, ...); `done` with its last part. */
  | { kind: 'stroke'; id: string; target: AnnotationTarget; color: AnnotationColor; part: number; points: AnnotationPoint[]; done: boolean }
  /** Every stroke is removed, on both sides. */
  | { kind: 'clear' };
