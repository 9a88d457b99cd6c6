import { CallHistoryPage } from '@helpwire/calls';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from './texts';

/** Call History (spec §2 /helper/call-history): the helper's calls, each with its summary and notes to edit, reviews and report. */
export default function HelperCallHistoryPage() {
  const { t } = useTranslation(HELPER_NAMESPACE);
  return <CallHistoryPage side="HELPER" title={t('pages.callHistory')} />;
}
