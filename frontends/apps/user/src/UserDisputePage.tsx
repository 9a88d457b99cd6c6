import { DisputesPage } from '@helpwire/account';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from './texts';

/** Dispute form and dispute history (spec §2 /dispute). */
export default function UserDisputePage() {
  const { t } = useTranslation(USER_NAMESPACE);
  return <DisputesPage side="USER" title={t('pages.dispute')} />;
}
