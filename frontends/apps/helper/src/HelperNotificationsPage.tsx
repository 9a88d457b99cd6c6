import { NotificationsPage } from '@helpwire/notifications';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from './texts';

/** Notifications and preferences (spec §2 /helper/notification). */
export default function HelperNotificationsPage() {
  const { t } = useTranslation(HELPER_NAMESPACE);
  return <NotificationsPage title={t('pages.notifications')} />;
}
