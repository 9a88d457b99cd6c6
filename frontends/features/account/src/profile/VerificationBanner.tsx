import type { CurrentUser } from '../current-user';
import { CircleAlert, Clock, ShieldCheck } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import './profile.css';

/** Where the admin's check of a helper stands (spec §4): In Review, REJECTED with the reason, or approved. */
export function VerificationBanner({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('account-forms');
  switch (user.verificationStatus) {
    case 'IN_REVIEW':
      return (
        <div className="hw-banner hw-banner--pending" role="status" data-testid="verification-banner">
          <Clock aria-hidden size={22} />
          <div>
            <strong>{t('account.verification.inReview')}</strong>
            <p>{t('account.verification.inReviewText')}</p>
          </div>
        </div>
      );
    case 'REJECTED':
      return (
        <div className="hw-banner hw-banner--error" role="alert" data-testid="verification-banner">
          <CircleAlert aria-hidden size={22} />
          <div>
            <strong>{t('account.verification.rejected')}</strong>
            <p>{user.rejectionReason ? t('account.verification.reason', { reason: user.rejectionReason }) : t('account.verification.rejectedText')}</p>
            <p>{t('account.verification.rejectedNext')}</p>
          </div>
        </div>
      );
    case 'APPROVED':
      return (
        <div className="hw-banner hw-banner--success" data-testid="verification-banner">
          <ShieldCheck aria-hidden size={22} />
          <strong>{t('account.verification.approved')}</strong>
        </div>
      );
    default:
      return (
        <div className="hw-banner hw-banner--pending" role="status" data-testid="verification-banner">
          <Clock aria-hidden size={22} />
          <div>
            <strong>{t('account.verification.missing')}</strong>
            <p>{t('account.verification.missingText')}</p>
          </div>
        </div>
      );
  }
}
