import { Button, Card } from '@helpwire/ui';
import { ApiError, errorText, toast } from '@helpwire/web-core';
import { useTranslation } from '@helpwire/libs/i18n';
import { ArrowLeft, Check, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useReviewHelper, type ReviewedHelper } from '../admin-api';
import { fullName } from '../format';
import { ADMIN_NAMESPACE } from '../texts';
import { FileView } from './FileView';
import { RejectDialog } from './RejectDialog';

/**
 * One helper under review (issue 24, item 2): the profile, the ID card and every document shown in
 * the page, and — while in review — Approve, or Reject with the reason the helper sees.
 */
export function HelperDetail({
  helper,
  focus,
  onBack,
  onDecided,
}: {
  helper: ReviewedHelper;
  /** Chosen in the list now (its name takes the focus), not opened from the address. */
  focus: boolean;
  onBack: () => void;
  onDecided: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const review = useReviewHelper();
  const [rejecting, setRejecting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const name = fullName(helper);
  const status = helper.verificationStatus ?? 'IN_REVIEW';
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [helper.id, focus]);

  const decide = (approve: boolean, reason?: string) =>
    review.mutate(
      { helper: helper.id, approve, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          setRejecting(false);
          toast.success(t(approve ? 'helpers.decision.approved' : 'helpers.decision.rejected', { name }));
          onDecided();
        },
        onError: (error) => toast.error(error instanceof ApiError ? errorText({ code: error.code, message: error.message }) : String(error)),
      },
    );
  const list = (items: { label: string }[]) => (items.length ? items.map((item) => item.label).join(', ') : t('common.none'));
  const facts: [string, string, boolean?][] = [
    [t('helpers.profile.email'), helper.email || t('common.none'), true],
    [t('helpers.profile.phone'), helper.phone ?? t('common.none'), true],
    [t('helpers.profile.languages'), list(helper.languages)],
    [t('helpers.profile.categories'), list(helper.categories)],
    [t('helpers.profile.location'), helper.location?.address || t('common.none')],
  ];
  return (
    <article className="hw-admin-helper" aria-labelledby={`hw-admin-helper-${helper.id}`}>
      <button type="button" className="hw-admin-back" onClick={onBack}>
        <ArrowLeft aria-hidden size={18} className="hw-mirror" />
        {t('helpers.back')}
      </button>
      <header className="hw-admin-helper__head">
        <h2 id={`hw-admin-helper-${helper.id}`} ref={heading} tabIndex={-1}>
          {name}
        </h2>
        <span className={`hw-admin-pill hw-admin-pill--${status.toLowerCase()}`}>{t(`helpers.status.${status}`)}</span>
      </header>
      {status === 'REJECTED' && helper.rejectionReason && (
        <p className="hw-admin-reason">
          <strong>{t('helpers.decision.reasonGiven')}:</strong> {helper.rejectionReason}
        </p>
      )}
      <Card className="hw-admin-helper__profile">
        <h3>{t('helpers.profile.title')}</h3>
        <dl className="hw-admin-facts">
          {facts.map(([label, value, ltr]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd dir={ltr ? 'ltr' : undefined}>{value}</dd>
            </div>
          ))}
        </dl>
        {helper.bio && (
          <div className="hw-admin-bio">
            <h4>{t('helpers.profile.bio')}</h4>
            <p dir="auto">{helper.bio}</p>
          </div>
        )}
      </Card>
      <section className="hw-admin-helper__files" aria-labelledby={`hw-admin-files-${helper.id}`}>
        <h3 id={`hw-admin-files-${helper.id}`}>{t('helpers.files.title')}</h3>
        {!helper.idCard && helper.documents.length === 0 ? (
          <p className="hw-admin-muted">{t('helpers.files.none')}</p>
        ) : (
          <div className="hw-admin-files">
            {helper.idCard && <FileView file={helper.idCard} kind={t('helpers.files.idCard')} />}
            {helper.documents.map((file, index) => (
              <FileView key={file.id} file={file} kind={`${t('helpers.files.document')} ${index + 1}`} />
            ))}
          </div>
        )}
      </section>
      {status === 'IN_REVIEW' && (
        <div className="hw-admin-decision">
          <Button busy={review.isPending && !rejecting} onClick={() => decide(true)}>
            <Check aria-hidden size={18} />
            {t('helpers.decision.approve')}
          </Button>
          <Button variant="ghost" className="hw-admin-reject-open" disabled={review.isPending} onClick={() => setRejecting(true)}>
            <X aria-hidden size={18} />
            {t('helpers.decision.reject')}
          </Button>
        </div>
      )}
      {rejecting && <RejectDialog name={name} busy={review.isPending} onReject={(reason) => decide(false, reason)} onClose={() => setRejecting(false)} />}
    </article>
  );
}
