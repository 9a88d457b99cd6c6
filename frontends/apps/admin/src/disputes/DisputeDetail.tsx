import { Button, Card } from '@helpwire/ui';
import { ApiError, errorText, toast } from '@helpwire/web-core';
import { useTranslation } from '@helpwire/libs/i18n';
import { ArrowLeft, Gavel, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FileView } from '../helpers/FileView';
import { fullName, useFormatDate } from '../format';
import { ADMIN_NAMESPACE } from '../texts';
import { CallFacts } from './CallFacts';
import { DISPUTE_CURRENCY, useDisputeCall, useReviewDispute, type AdminDispute } from './disputes-api';
import { useFormatMoney } from './dispute-format';
import { ResolveDialog } from './ResolveDialog';

/**
 * One dispute (issue 24, item 3): the complaint (reason, description, the resolution asked for, the
 * attachment shown in the page) beside the call's facts; while open, Move to review (PENDING) and
 * Resolve; once resolved, the decision.
 */
export function DisputeDetail({
  dispute,
  focus,
  onBack,
  onReviewed,
  onResolved,
}: {
  dispute: AdminDispute;
  /** Chosen in the list now (its heading takes the focus), not opened from the address. */
  focus: boolean;
  onBack: () => void;
  /** Moved to review: the dispute is now in the IN_REVIEW queue (it stays open there). */
  onReviewed: () => void;
  onResolved: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const date = useFormatDate();
  const money = useFormatMoney();
  const review = useReviewDispute();
  const call = useDisputeCall(dispute.id);
  const [resolving, setResolving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [dispute.id, focus]);

  // The sanction of a USER_BAN or USER_WARNING is for the party the dispute was raised against (decision 0067).
  const against = call.data ? (dispute.openedBy === 'USER' ? call.data.helper : call.data.user) : null;
  const againstName = against ? fullName(against) : t(dispute.openedBy === 'USER' ? 'disputes.theHelper' : 'disputes.theUser');

  const moveToReview = () =>
    review.mutate(dispute.id, {
      onSuccess: () => {
        toast.success(t('disputes.review.done'));
        onReviewed();
      },
      onError: (error) => toast.error(error instanceof ApiError ? errorText({ code: error.code, message: error.message }) : String(error)),
    });

  const titleId = `hw-dispute-${dispute.id}`;
  return (
    <article className="hw-dispute" aria-labelledby={titleId}>
      <button type="button" className="hw-admin-back" onClick={onBack}>
        <ArrowLeft aria-hidden size={18} className="hw-mirror" />
        {t('disputes.back')}
      </button>
      <header className="hw-admin-helper__head">
        <h2 id={titleId} ref={heading} tabIndex={-1} dir="auto">
          {dispute.reason}
        </h2>
        <span className={`hw-admin-pill hw-dispute-pill--${dispute.status.toLowerCase()}`}>{t(`disputes.status.${dispute.status}`)}</span>
      </header>

      {dispute.status !== 'RESOLVED' && (
        <div className="hw-admin-decision">
          {dispute.status === 'PENDING' && (
            <Button variant="ghost" busy={review.isPending} onClick={moveToReview}>
              <Search aria-hidden size={18} />
              {t('disputes.review.action')}
            </Button>
          )}
          <Button onClick={() => setResolving(true)}>
            <Gavel aria-hidden size={18} />
            {t('disputes.resolve.action')}
          </Button>
        </div>
      )}

      <div className="hw-dispute-columns">
        <Card className="hw-dispute-card" aria-labelledby={`${titleId}-complaint`}>
          <h3 id={`${titleId}-complaint`}>{t('disputes.complaint.title')}</h3>
          <dl className="hw-admin-facts hw-dispute-facts">
            <div>
              <dt>{t('disputes.complaint.openedBy')}</dt>
              <dd>{t(`disputes.side.${dispute.openedBy}`)}</dd>
            </div>
            <div>
              <dt>{t('disputes.complaint.openedAt')}</dt>
              <dd>{date(dispute.createdAt, true)}</dd>
            </div>
            <div>
              <dt>{t('disputes.complaint.asked')}</dt>
              <dd>{t(`disputes.resolution.${dispute.resolution}`)}</dd>
            </div>
            <div>
              <dt>{t('disputes.complaint.price')}</dt>
              <dd>{money(dispute.callPriceCents, DISPUTE_CURRENCY)}</dd>
            </div>
          </dl>
          <div className="hw-dispute-section">
            <h4>{t('disputes.complaint.description')}</h4>
            <p className="hw-dispute-text" dir="auto">
              {dispute.description}
            </p>
          </div>
          <div className="hw-dispute-section">
            <h4>{t('disputes.complaint.attachment')}</h4>
            {dispute.attachment ? (
              <FileView file={dispute.attachment} kind={t('disputes.complaint.attachment')} />
            ) : (
              <p className="hw-admin-muted">{t('disputes.complaint.noAttachment')}</p>
            )}
          </div>
          {dispute.status === 'RESOLVED' && (
            <div className="hw-dispute-section hw-dispute-decision">
              <h4>{t('disputes.decision.title')}</h4>
              <p>
                <strong>{dispute.adminResolution ? t(`disputes.resolution.${dispute.adminResolution}`) : t('common.none')}</strong>
                {dispute.refundedAmountCents !== null &&
                  ` · ${t('disputes.decision.refunded', { amount: money(dispute.refundedAmountCents, DISPUTE_CURRENCY) })}`}
                {dispute.compensationCents !== null &&
                  ` · ${t('disputes.decision.compensated', { amount: money(dispute.compensationCents, DISPUTE_CURRENCY) })}`}
              </p>
              {dispute.resolvedAt && <p className="hw-admin-muted">{t('disputes.decision.on', { date: date(dispute.resolvedAt, true) })}</p>}
              {dispute.note && (
                <p className="hw-dispute-text" dir="auto">
                  {dispute.note}
                </p>
              )}
            </div>
          )}
        </Card>
        <CallFacts disputeId={dispute.id} />
      </div>

      {resolving && (
        <ResolveDialog
          dispute={dispute}
          currency={call.data?.currency ?? DISPUTE_CURRENCY}
          against={againstName}
          onClose={() => setResolving(false)}
          onResolved={(decided) => {
            setResolving(false);
            toast.success(t('disputes.resolve.done', { resolution: t(`disputes.resolution.${decided}`) }));
            onResolved();
          }}
        />
      )}
    </article>
  );
}
