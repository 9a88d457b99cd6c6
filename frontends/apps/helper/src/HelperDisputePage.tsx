import { DisputesPage } from '@helpwire/account';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from './texts';

/** Disputes (spec §2 /helper/dispute): about the helper's calls, and the form for them. */
export default function HelperDisputePage() {
  const { t } = useTranslation(HELPER_NAMESPACE);
  return <DisputesPage side="HELPER" title={t('pages.dispute')} />;
}
