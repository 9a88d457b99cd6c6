import type { CallHistoryItem } from '@helpwire/contracts';
import { useTranslation } from '@helpwire/libs/i18n';
import type { CallSide } from '../after-call/after-call-api';
import { FeedbackChoice } from '../after-call/FeedbackChoice';
import { CallRecordingLink } from './CallRecordingLink';
import { FlagForm } from '../after-call/FlagForm';
import { ReviewForm, ReviewShown } from '../after-call/ReviewForm';
import { SummaryEditor, SummaryShown } from '../after-call/SummaryEditor';
import { AFTER_CALL_NAMESPACE } from '../after-call/texts';

/** A past call opened: the step-by-step summary (the helper edits it), the reviews, feedback, the report, the recording. */
export function CallHistoryDetails({ side, call }: { side: CallSide; call: CallHistoryItem }) {
  const { t } = useTranslation(AFTER_CALL_NAMESPACE);
  return (
    <div className="hw-history-details">
      {side === 'HELPER' ? (
        <SummaryEditor callId={call.id} />
      ) : (
        <section className="hw-after-section">
          <h3>{t('summary.stepByStep')}</h3>
          <SummaryShown summary={call.summary} />
        </section>
      )}
      <ReviewForm side={side} callId={call.id} existing={call.review} />
      <section className="hw-after-section">
        <h3>{t('review.theirs')}</h3>
        {call.reviewReceived ? <ReviewShown review={call.reviewReceived} /> : <p className="hw-after-muted">{t('review.none')}</p>}
      </section>
      {side === 'USER' && <FeedbackChoice side={side} callId={call.id} existing={call.feedback} />}
      <section className="hw-after-section">
        <h3>{t('history.recording')}</h3>
        <CallRecordingLink side={side} recording={call.recording} />
      </section>
      <FlagForm side={side} callId={call.id} existing={call.flag} />
    </div>
  );
}
