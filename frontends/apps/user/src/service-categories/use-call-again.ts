import type { CallHistoryItem } from '@helpwire/contracts';
import { useOutgoingCall } from '@helpwire/calls';
import { useRealtime } from '@helpwire/web-core';
import { useState } from 'react';
import { placeCall } from './place-call';

/**
 * "Call again" for a past call (Call History, the home): the same helper in the same category
 * through the call-back path; `callingId` is that call's reference while the new call is asked for
 * or rings, and `busy` whether any call is, so no second one starts. The app's call layer follows
 * the call from there.
 */
export function useCallAgain(): { callAgain: (call: CallHistoryItem) => void; callingId: string | null; busy: boolean } {
  const client = useRealtime();
  const phase = useOutgoingCall((s) => s.call.phase);
  const [again, setAgain] = useState<string | null>(null);
  const busy = phase === 'requesting' || phase === 'ringing';
  const callAgain = (call: CallHistoryItem) => {
    setAgain(call.id);
    void placeCall(client, { categoryId: call.categoryId, helperId: call.otherPartyId });
  };
  return { callAgain, callingId: busy ? again : null, busy };
}
