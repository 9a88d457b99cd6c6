import { cancelOutgoingCall, useOutgoingCall } from '@helpwire/calls';
import { useEffect } from 'react';

type RealtimeClient = Parameters<typeof cancelOutgoingCall>[0];

/**
 * When a page that can start a call goes away: a call still ringing is cancelled (no helper keeps
 * ringing for someone who left), a finished one forgotten; an accepted call stays (its meeting goes on).
 */
export function useOutgoingCallCleanup(client: RealtimeClient): void {
  useEffect(() => {
    return () => {
      const now = useOutgoingCall.getState().call;
      if (now.phase === 'ringing' || now.phase === 'requesting') void cancelOutgoingCall(client).then(() => useOutgoingCall.getState().reset());
      else if (now.phase !== 'accepted') useOutgoingCall.getState().reset();
    };
  }, [client]);
}
