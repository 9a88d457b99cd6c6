import { RecordingsPage } from '@helpwire/calls';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';

/** /helper/recording: the recordings of the helper's calls; more storage is asked for through help (/helper/help). */
export default function HelperRecordingsPage() {
  const { t } = useTranslation(HELPER_NAMESPACE);
  return <RecordingsPage title={t('pages.recording')} extendStorageHref="/helper/help#recordings" side="HELPER" />;
}
