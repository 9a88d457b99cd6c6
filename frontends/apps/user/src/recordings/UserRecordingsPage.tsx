import { RecordingsPage } from '@helpwire/calls';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';

/** /recording: the user's recorded calls; more storage comes with a plan (/subscribed-plan). */
export default function UserRecordingsPage() {
  const { t } = useTranslation(USER_NAMESPACE);
  return <RecordingsPage title={t('pages.recording')} extendStorageHref="/subscribed-plan" />;
}
