import { CallHistoryPage } from '@helpwire/calls';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';
import { useCallAgain } from '../service-categories/use-call-again';

/**
 * Call History (spec §2 /call-history): the calls feature's history of the user's calls, with "call again": the
 * same helper in the same category through the call-back path (call-helper with the helperId). The
 * app's call layer follows that call from here: calling, the device check once accepted, the call,
 * or how it ended (declined, missed).
 */
export default function UserCallHistoryPage() {
  const { t } = useTranslation(USER_NAMESPACE);
  const { callAgain, callingId } = useCallAgain();
  return <CallHistoryPage side="USER" title={t('pages.callHistory')} onCallAgain={callAgain} callingId={callingId} />;
}
