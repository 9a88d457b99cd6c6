import type { CallFeedback } from '@helpwire/contracts';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Button } from '@helpwire/ui';
import { useGiveFeedback, type CallSide } from './after-call-api';
import { AFTER_CALL_NAMESPACE } from './texts';

/** "Did this call solve your problem?" POSITIVE or NEGATIVE, once (giveFeedback). */
export function FeedbackChoice({ side, callId, existing }: { side: CallSide; callId: string; existing: CallFeedback | null }) {
  const { t } = useTranslation(AFTER_CALL_NAMESPACE);
  const give = useGiveFeedback(side);
  const stored = existing ?? give.data ?? null;
  return (
    <section className="hw-after-section hw-feedback" aria-label={t('feedback.question')}>
      <h3>{t('feedback.question')}</h3>
      {stored ? (
        <p role="status" className="hw-feedback__given" data-type={stored.type}>
          {stored.type === 'POSITIVE' ? <ThumbsUp aria-hidden size={18} /> : <ThumbsDown aria-hidden size={18} />}
          {t('feedback.thanks')}
        </p>
      ) : (
        <div className="hw-feedback__choices">
          <Button variant="ghost" disabled={give.isPending} onClick={() => give.mutate({ callId, type: 'POSITIVE' })}>
            <ThumbsUp aria-hidden size={18} />
            {t('feedback.positive')}
          </Button>
          <Button variant="ghost" disabled={give.isPending} onClick={() => give.mutate({ callId, type: 'NEGATIVE' })}>
            <ThumbsDown aria-hidden size={18} />
            {t('feedback.negative')}
          </Button>
        </div>
      )}
    </section>
  );
}
