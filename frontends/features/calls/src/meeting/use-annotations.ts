import type { Annotation } from '@helpwire/contracts/realtime-events';
import { useCallback, useState } from 'react';
import { useRealtime, useRealtimeEvent } from '@helpwire/web-core';
import { applyAnnotation, type Stroke } from './annotation-strokes';

export interface Annotations {
  strokes: Stroke[];
  /** Shows an annotation here (a stroke being drawn shows at once, point by point). */
  show(annotation: Annotation): void;
  /** Sends an annotation to the other side (already shown here). */
  send(annotation: Annotation): void;
  /** Removes every stroke, on both sides. */
  clear(): void;
}

/** The call's drawings (issue 12): the other side's through `meeting-annotation`, this side's as drawn. */
export function useAnnotations(callId: string): Annotations {
  const client = useRealtime();
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  useRealtimeEvent('meeting-annotation', (event) => {
    if (event.callId === callId) setStrokes((current) => applyAnnotation(current, event.annotation));
  });
  const show = useCallback((annotation: Annotation) => setStrokes((current) => applyAnnotation(current, annotation)), []);
  const send = useCallback((annotation: Annotation) => void client.emit('meeting-annotation', { callId, annotation }), [client, callId]);
  const clear = useCallback(() => {
    show({ kind: 'clear' });
    send({ kind: 'clear' });
  }, [show, send]);
  return { strokes, show, send, clear };
}
