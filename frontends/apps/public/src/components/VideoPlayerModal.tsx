import { Modal } from '@helpwire/ui';
import type { Tutorial } from '../api/content-api';
import { VideoOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import '../pages/tutorials.css';

/** The video player dialog: the tutorial's same-origin video, or a friendly note when it's missing. */
export function VideoPlayerModal({ tutorial, onClose }: { tutorial: Tutorial; onClose: () => void }) {
  const { t } = useTranslation('public');
  const [unavailable, setUnavailable] = useState(false);

  return (
    <Modal title={tutorial.title} onClose={onClose} wide>
      <div className="hwp-player">
        {unavailable ? (
          <div className="hwp-player__unavailable" role="status" data-testid="video-unavailable">
            <VideoOff aria-hidden size={40} />
            <p className="hwp-player__unavailable-title">{t('public.tutorials.unavailable')}</p>
            <p>{t('public.tutorials.unavailableHint')}</p>
          </div>
        ) : (
          // Captions are not published for tutorials yet; the description below says what each covers.
          <video
            className="hwp-player__video"
            src={tutorial.videoUrl}
            controls
            preload="metadata"
            playsInline
            onError={() => setUnavailable(true)}
            aria-describedby={`tutorial-${tutorial.id}-description`}
          >
            {t('public.tutorials.unavailable')}
          </video>
        )}
        <p id={`tutorial-${tutorial.id}-description`} className="hwp-player__description">
          {tutorial.description}
        </p>
      </div>
    </Modal>
  );
}
