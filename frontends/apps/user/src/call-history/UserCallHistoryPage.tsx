import type { CallHistoryItem } from '@helpwire/contracts';
import { useRealtime } from '@helpwire/web-core';
import { CallHistoryPage, useOutgoingCall } from '@helpwire/calls';
import { useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';
import { placeCall } from '../service-categories/place-call';

/**
 * Call History (spec §2 /call-history): the calls feature's history of the user's calls, with "call again": the
 * same helper in the same category through the call-back path (call-helper with the helperId). The
 * app's call layer follows that call from here: calling, the device check once accepted, the call,
 * or how it ended (declined, missed).
 */
export default function UserCallHistoryPage() {
  const { t } = useTranslation(USER_NAMESPACE);
  const client = useRealtime();
  const phase = useOutgoingCall((s) => s.call.phase);
  const [again, setAgain] = useState<CallHistoryItem | null>(null);

  const callAgain = (call: CallHistoryItem) => {
    setAgain(call);
    void placeCall(client, { categoryId: call.categoryId, helperId: call.otherPartyId });
  };

  return (
    <CallHistoryPage
      side="USER"
      title={t('pages.callHistory')}
      onCallAgain={callAgain}
      callingId={again && (phase === 'requesting' || phase === 'ringing') ? again.id : null}
    />
  );
}
