import { useTranslation } from '@helpwire/libs/i18n';
import { CallChargeLine } from './CallChargeLine';
import { Button, Modal } from '@helpwire/ui';
import { useCallHistoryItem, type CallSide } from './after-call-api';
import { formatDuration } from '@helpwire/signed-in';
import { FeedbackChoice } from './FeedbackChoice';
import { ReviewForm } from './ReviewForm';
import { SummaryEditor } from './SummaryEditor';
import { AFTER_CALL_NAMESPACE } from './texts';

/**
 * After the call (spec §2 "give review to helper or user (after-call variants)", "feedback", "add
 * notes"): the user reviews the helper and says whether it helped; the helper reviews the user and
 * writes the summary and notes the user will read step by step.
 */
export function AfterCallDialog({ side, callId, onClose }: { side: CallSide; callId: string; onClose: () => void }) {
  const { t } = useTranslation(AFTER_CALL_NAMESPACE);
  const item = useCallHistoryItem(side, callId);
  const call = item.data;
  return (
    <Modal title={t('dialog.title')} onClose={onClose} wide={side === 'HELPER'}>
      <div className="hw-after-call" data-view={side === 'USER' ? 'GIVE_REVIEW_TO_HELPER_AFTER_CALL' : 'GIVE_REVIEW_TO_USER_AFTER_CALL'}>
        <p className="hw-after-muted">
          {t('dialog.reference')} <bdi dir="ltr">{callId}</bdi>
          {call && (
            <>
              {' · '}
              {t('dialog.duration', { duration: formatDuration(call.billableSeconds) })}
            </>
          )}
        </p>
        <CallChargeLine side={side} callId={callId} />
        {call && (
          <div className={side === 'HELPER' ? 'hw-after-call__columns' : undefined}>
            <div>
              <ReviewForm side={side} callId={callId} existing={call.review} />
              {side === 'USER' && <FeedbackChoice side={side} callId={callId} existing={call.feedback} />}
            </div>
            {side === 'HELPER' && <SummaryEditor callId={callId} />}
          </div>
        )}
        <div className="hw-after-actions hw-modal-actions">
          <Button variant="ghost" onClick={onClose}>
            {call?.review ? t('dialog.done') : t('dialog.later')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
