import { Card, Skeleton } from '@helpwire/ui';
import { ApiError, errorText } from '@helpwire/web-core';
import { useTranslation } from '@helpwire/libs/i18n';
import { AlertTriangle, Star } from 'lucide-react';
import { Button } from '@helpwire/ui';
import { fullName, useFormatDate } from '../format';
import { ADMIN_NAMESPACE } from '../texts';
import { useCategoryName, useDisputeCall, type DisputeCall } from './disputes-api';
import { useFormatMoney } from './dispute-format';

type Review = NonNullable<DisputeCall['userReview']>;
type Party = NonNullable<DisputeCall['user']>;

/**
 * The facts of a dispute's call, beside the complaint (issue 24, item 3): who took part, the
 * category, when it started and ended, how long was billed, the charge, the chat, the helper's notes
 * and summary, the recording (played in the page) and both reviews. Read through the admin's own
 * route (audited as a read), never a party's.
 */
export function CallFacts({ disputeId }: { disputeId: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const call = useDisputeCall(disputeId);
  if (call.isPending) return <Skeleton height="20rem" label={t('disputes.call.loading')} />;
  if (call.isError)
    return (
      <Card className="hw-dispute-card">
        <div className="hw-admin-file__failed" role="alert">
          <AlertTriangle aria-hidden size={20} />
          <span>
            {t('disputes.call.failed')} {call.error instanceof ApiError ? errorText({ code: call.error.code, message: call.error.message }) : null}
          </span>
          <Button variant="ghost" size="small" onClick={() => void call.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      </Card>
    );
  return <CallFactsCard call={call.data} />;
}

function CallFactsCard({ call }: { call: DisputeCall }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const date = useFormatDate();
  const money = useFormatMoney();
  const category = useCategoryName(call.categoryId);
  const name = (party: Party | null) => (party ? fullName(party) : t('disputes.call.gone'));
  const minutes = Math.floor(call.billableSeconds / 60);
  const seconds = call.billableSeconds % 60;
  const facts: [string, string][] = [
    [t('disputes.call.user'), name(call.user)],
    [t('disputes.call.helper'), name(call.helper)],
    [t('disputes.call.category'), category ?? call.categoryId],
    [t('disputes.call.started'), date(call.startedAt, true)],
    [t('disputes.call.ended'), call.endedAt ? date(call.endedAt, true) : t('disputes.call.notEnded')],
    [t('disputes.call.duration'), t('disputes.call.minutesSeconds', { minutes, seconds })],
    [t('disputes.call.charge'), money(call.priceCents, call.currency)],
  ];
  const speaker = (from: 'USER' | 'HELPER') => (from === 'USER' ? name(call.user) : name(call.helper));
  return (
    <Card className="hw-dispute-card hw-dispute-call" aria-labelledby="hw-dispute-call-title">
      <h3 id="hw-dispute-call-title">{t('disputes.call.title')}</h3>
      <dl className="hw-admin-facts hw-dispute-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd dir="auto">{value}</dd>
          </div>
        ))}
      </dl>

      <section className="hw-dispute-section" aria-labelledby="hw-dispute-chat">
        <h4 id="hw-dispute-chat">{t('disputes.call.chat')}</h4>
        {call.chat.length === 0 ? (
          <p className="hw-admin-muted">{t('disputes.call.noChat')}</p>
        ) : (
          <ol className="hw-dispute-chat">
            {call.chat.map((message) => (
              <li key={message.id} className={`hw-dispute-chat__message hw-dispute-chat__message--${message.from.toLowerCase()}`}>
                <span className="hw-dispute-chat__who">
                  {/* Isolated: a Latin name beside an Arabic date keeps its place in right-to-left text. */}
                  <bdi>{speaker(message.from)}</bdi> ·{' '}
                  <time dateTime={message.sentAt}>
                    <bdi>{date(message.sentAt, true)}</bdi>
                  </time>
                </span>
                <span dir="auto">{message.text}</span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className="hw-dispute-section" aria-labelledby="hw-dispute-summary">
        <h4 id="hw-dispute-summary">{t('disputes.call.summary')}</h4>
        {call.summary ? (
          <>
            <p dir="auto" className="hw-dispute-text">
              {call.summary.summary}
            </p>
            {call.summary.steps.length > 0 && (
              <ol className="hw-dispute-steps">
                {call.summary.steps.map((step, index) => (
                  <li key={index} dir="auto">
                    {step}
                  </li>
                ))}
              </ol>
            )}
          </>
        ) : (
          <p className="hw-admin-muted">{t('disputes.call.noSummary')}</p>
        )}
      </section>

      <section className="hw-dispute-section" aria-labelledby="hw-dispute-notes">
        <h4 id="hw-dispute-notes">{t('disputes.call.notes')}</h4>
        {call.notes.length === 0 ? (
          <p className="hw-admin-muted">{t('disputes.call.noNotes')}</p>
        ) : (
          <ul className="hw-dispute-notes">
            {call.notes.map((note) => (
              <li key={note.id} dir="auto">
                {note.text}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="hw-dispute-section" aria-labelledby="hw-dispute-recording">
        <h4 id="hw-dispute-recording">{t('disputes.call.recording')}</h4>
        {call.recording && call.recordingUrl ? (
          <video className="hw-dispute-video" controls preload="metadata" src={call.recordingUrl} aria-label={t('disputes.call.recording')} />
        ) : (
          <p className="hw-admin-muted">{call.recording ? t(`disputes.call.recordingState.${call.recording.state}`) : t('disputes.call.noRecording')}</p>
        )}
      </section>

      <section className="hw-dispute-section" aria-labelledby="hw-dispute-reviews">
        <h4 id="hw-dispute-reviews">{t('disputes.call.reviews')}</h4>
        <ReviewLine label={t('disputes.call.userReview', { name: name(call.user) })} review={call.userReview} />
        <ReviewLine label={t('disputes.call.helperReview', { name: name(call.helper) })} review={call.helperReview} />
      </section>
    </Card>
  );
}

function ReviewLine({ label, review }: { label: string; review: Review | null }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <div className="hw-dispute-review">
      <span className="hw-dispute-review__label">{label}</span>
      {review ? (
        <span>
          {review.rating !== null && (
            <span className="hw-dispute-review__stars" aria-label={t('disputes.call.stars', { count: review.rating })}>
              <Star aria-hidden size={16} fill="currentColor" /> {review.rating}/5
            </span>
          )}{' '}
          {review.review && <span dir="auto">{review.review}</span>}
        </span>
      ) : (
        <span className="hw-admin-muted">{t('disputes.call.noReview')}</span>
      )}
    </div>
  );
}
