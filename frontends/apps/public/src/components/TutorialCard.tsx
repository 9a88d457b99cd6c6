import type { Tutorial } from '../api/content-api';
import { Clock, Play } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { formatDuration } from './tutorial-duration';
import '../pages/tutorials.css';

/** A tutorial: title, description and duration; the whole card opens the video player. */
export function TutorialCard({ tutorial, onOpen }: { tutorial: Tutorial; onOpen: (tutorial: Tutorial) => void }) {
  const { t } = useTranslation('public');
  const duration = formatDuration(tutorial.durationSeconds);
  return (
    <article className="hw-card hwp-tutorial" data-testid={`tutorial-${tutorial.slug}`}>
      <div className="hwp-tutorial__thumb" aria-hidden="true">
        <span className="hwp-tutorial__play">
          <Play size={28} fill="currentColor" />
        </span>
        <span className="hwp-tutorial__badge" dir="ltr">
          {duration.text}
        </span>
      </div>
      <div className="hwp-tutorial__body">
        <h2 className="hwp-tutorial__title">
          <button type="button" className="hwp-stretched" aria-haspopup="dialog" onClick={() => onOpen(tutorial)}>
            {tutorial.title}
          </button>
        </h2>
        <p className="hwp-tutorial__description">{tutorial.description}</p>
        <p className="hwp-tutorial__meta">
          <Clock aria-hidden size={16} />
          <span className="hw-visually-hidden">{t('public.tutorials.duration')}: </span>
          <time dateTime={duration.iso} dir="ltr">
            {duration.text}
          </time>
        </p>
      </div>
    </article>
  );
}
