import { useCurrentUser } from '@helpwire/account';
import { useCallHistory } from '@helpwire/calls';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';
import { GetHelpPanel } from './GetHelpPanel';
import { InboxPanel, MonthPanel } from './MonthPanel';
import { NeedsYou } from './NeedsYou';
import { RecentRequests } from './RecentRequests';
import { ReviewsPanel } from './ReviewsPanel';
import { StartSteps } from './StartSteps';
import './home.css';

/**
 * The user's home (spec §2 Dashboard; /dashboard and /user): what needs them now (a tab to pay, a
 * card to add or replace, a call to review), "Get help now" with their favourite categories, then
 * their recent help requests, this month's spending and minutes, unread notifications and open
 * disputes, the reviews given and received. A new account gets the three steps to a first call instead of empty panels. Each panel
 * reads its own request, shows a skeleton meanwhile and its own error if it fails.
 */
export default function UserHomePage() {
  const { t } = useTranslation(USER_NAMESPACE);
  const me = useCurrentUser();
  const history = useCallHistory('USER', {}, 1);
  const firstCallStill = history.data?.meta.total === 0;
  return (
    <div className="hw-container hw-home" data-home="user">
      <header className="hw-home__head">
        <h1>{me?.firstName ? t('home.greeting', { name: me.firstName }) : t('pages.dashboard')}</h1>
        <p className="hw-home-muted">{t('home.intro')}</p>
      </header>
      <NeedsYou stepsShown={firstCallStill} />
      {firstCallStill && <StartSteps />}
      <GetHelpPanel />
      {!firstCallStill && (
        <div className="hw-home__columns">
          <RecentRequests />
          <div className="hw-home__side">
            <MonthPanel />
            <InboxPanel />
            <ReviewsPanel />
          </div>
        </div>
      )}
    </div>
  );
}
