import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';

/** A side panel of the call (chat, info): a labelled region with its title and a close button; beside the video on wide screens, over it on phones. */
export function MeetingPanel({ title, onClose, children, name }: { title: string; onClose: () => void; children: ReactNode; name: string }) {
  const { t } = useTranslation();
  const heading = useId();
  return (
    <section className="hw-meeting-panel" aria-labelledby={heading} data-panel={name}>
      <header className="hw-meeting-panel__head">
        <h2 id={heading}>{title}</h2>
        <button type="button" className="hw-meeting-panel__close" onClick={onClose} aria-label={t('meeting.close')}>
          <X aria-hidden size={20} />
        </button>
      </header>
      {children}
    </section>
  );
}
