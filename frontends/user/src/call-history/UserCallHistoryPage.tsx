import type { CallHistoryItem } from '@helpwire/contracts';
import { toast, useRealtime } from '@helpwire/ui';
import { CallHistoryPage, cancelOutgoingCall, startOutgoingCall, useOutgoingCall } from '@helpwire/ui/call';
import { useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';
import { askBrowserLocation } from '../service-categories/browser-location';
import { CallEndedDialog } from '../service-categories/CallOutcomeDialog';
import { useCategories, findCategory } from '../service-categories/category-queries';
import { OutgoingCallDialogs } from '../service-categories/OutgoingCallDialogs';
import '../service-categories/service-categories.css';
import { useOutgoingCallCleanup } from '../service-categories/use-outgoing-call-cleanup';

const LOCATION_REQUIRED = 'CALL_LOCATION_REQUIRED';

/**
 * Call History (spec §2 /call-history): the kit's history of the user's calls, with "call again": the
 * same helper in the same category through the call-back path (call-helper with the helperId), then
 * the same calling, accepted and ended dialogs as the instant match.
 */
export default function UserCallHistoryPage() {
  const { t } = useTranslation(USER_NAMESPACE);
  const client = useRealtime();
  const reset = useOutgoingCall((s) => s.reset);
  const phase = useOutgoingCall((s) => s.call.phase);
  const categories = useCategories();
  const [again, setAgain] = useState<CallHistoryItem | null>(null);
  const [locationRefused, setLocationRefused] = useState(false);

  useOutgoingCallCleanup(client);

  const callAgain = async (call: CallHistoryItem) => {
    setAgain(call);
    const location = await askBrowserLocation();
    if (!location.ok) return setLocationRefused(true);
    await startOutgoingCall(client, call.categoryId, location.place, call.otherPartyId);
  };
  const close = () => {
    reset();
    setAgain(null);
    setLocationRefused(false);
  };
  const categoryName = (again && findCategory(categories.data ?? [], again.categoryId)?.name) ?? '';

  return (
    <>
      <CallHistoryPage side="USER" title={t('pages.callHistory')} onCallAgain={(call) => void callAgain(call)} callingId={again && (phase === 'requesting' || phase === 'ringing') ? again.id : null} />
      {again && (
        <OutgoingCallDialogs
          categoryName={categoryName}
          onCancel={() => void cancelOutgoingCall(client).then(() => {
            close();
            toast.success(t('calls.calling.cancelled'));
          })}
          onClose={close}
          onTryAgain={() => {
            reset();
            void callAgain(again);
          }}
        />
      )}
      {locationRefused && <CallEndedDialog code={LOCATION_REQUIRED} message="" onClose={close} onTryAgain={close} />}
    </>
  );
}
