import { ANNOTATION_COLORS, type AnnotationColor, type AnnotationTarget } from '@helpwire/contracts/realtime-events';
import { Eraser } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Button } from '@helpwire/ui';
import { PEN_COLORS } from './annotation-strokes';
import { AnnotationLayer } from './AnnotationLayer';
import { MeetingPanel } from './MeetingPanel';
import type { Annotations } from './use-annotations';
import { VideoTile } from './VideoTile';

/**
 * The helper's drawing over the user's picture (the large video: their shared screen, else their
 * camera). With `drawing` on, the pointer draws and a pen bar offers the colours and the clear.
 */
export function HelperDrawing({ annotations, target, drawing }: { annotations: Annotations; target: AnnotationTarget; drawing: boolean }) {
  const { t } = useTranslation();
  const [color, setColor] = useState<AnnotationColor>('red');
  const strokes = annotations.strokes.filter((stroke) => stroke.target === target);
  return (
    <>
      <AnnotationLayer
        videoSelector=".hw-meeting-call__main"
        strokes={strokes}
        annotations={annotations}
        pen={drawing ? { color, target } : null}
        label={t('meeting.drawingsLabel', { count: strokes.length })}
      />
      {drawing && (
        <div className="hw-meeting-pens" role="group" aria-label={t('meeting.pens')}>
          {ANNOTATION_COLORS.map((pen) => (
            <button
              key={pen}
              type="button"
              className="hw-meeting-pens__pen"
              aria-pressed={pen === color}
              aria-label={t(`meeting.pen.${pen}`)}
              onClick={() => setColor(pen)}
            >
              <span style={{ background: PEN_COLORS[pen] }} />
            </button>
          ))}
          <Button size="small" variant="ghost" onClick={annotations.clear} disabled={annotations.strokes.length === 0}>
            <Eraser aria-hidden size={16} />
            {t('meeting.clearDrawings')}
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * The user's view of the helper's drawings: what the helper draws on (this side's shared screen or
 * camera) with the strokes over it, and the clear.
 */
export function DrawingsPanel({
  annotations,
  streams,
  otherName,
  onClose,
}: {
  annotations: Annotations;
  streams: { camera: MediaStream; screen: MediaStream | null };
  otherName: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const target: AnnotationTarget = annotations.strokes.at(-1)?.target ?? (streams.screen ? 'screen' : 'camera');
  const stream = target === 'screen' ? streams.screen : streams.camera;
  const strokes = annotations.strokes.filter((stroke) => stroke.target === target);
  const name = otherName ?? t('meeting.chatOtherSomeone');
  return (
    <MeetingPanel name="drawings" title={t('meeting.drawingsTitle')} onClose={onClose}>
      <p className="hw-meeting-drawings__intro">{t(target === 'screen' ? 'meeting.drawingsOnScreen' : 'meeting.drawingsOnCamera', { name })}</p>
      <div className="hw-meeting-drawings__view">
        <VideoTile stream={stream} muted className="hw-meeting-drawings__video" label={t(target === 'screen' ? 'meeting.yourScreen' : 'meeting.selfView')} />
        <AnnotationLayer
          videoSelector=".hw-meeting-drawings__video"
          strokes={strokes}
          annotations={annotations}
          label={t('meeting.drawingsLabel', { count: strokes.length })}
        />
      </div>
      <div className="hw-meeting-drawings__actions">
        <Button size="small" variant="ghost" onClick={annotations.clear} disabled={annotations.strokes.length === 0}>
          <Eraser aria-hidden size={16} />
          {t('meeting.clearDrawings')}
        </Button>
      </div>
    </MeetingPanel>
  );
}
