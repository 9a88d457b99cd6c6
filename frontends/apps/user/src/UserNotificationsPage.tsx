import { NotificationsPage } from '@helpwire/notifications';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from './texts';

/** Notifications and preferences (spec §2 /notifications). */
export default function UserNotificationsPage() {
  const { t } = useTranslation(USER_NAMESPACE);
  return <NotificationsPage title={t('pages.notifications')} />;
}
