import { useCurrentUser } from '@helpwire/account';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';
import { HelperDocuments } from './HelperDocuments';
import { HelperFigures } from './HelperFigures';
import { HelperRecentRequests } from './HelperRecentRequests';
import { HelperStatePanel } from './HelperStatePanel';
import '../earnings/earnings.css';
import './helper-home.css';

/**
 * The helper's home (spec §2 helper dashboard; /helper and /helper/dashboard): their state first
 * (the admin's check, availability, whether calls can reach them now), then today and this month,
 * the wallet with its withdraw action, the rating and latest reviews, the recent help requests, and
 * the documents they sent. Each panel
 * reads its own request; one that fails says so and the others stay.
 */
export default function HelperHomePage() {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const me = useCurrentUser();
  const approved = me?.verificationStatus === 'APPROVED';
  return (
    <div className="hw-container hw-helper-home" data-home="helper">
      <header className="hw-helper-home__head">
        <h1>{me?.firstName ? t('home.greeting', { name: me.firstName }) : t('pages.dashboard')}</h1>
        <p className="hw-helper-muted">{t(approved ? 'home.intro' : 'home.introInReview')}</p>
      </header>
      <HelperStatePanel />
      {approved && (
        <>
          <HelperFigures />
          <HelperRecentRequests />
        </>
      )}
      <HelperDocuments />
    </div>
  );
}
