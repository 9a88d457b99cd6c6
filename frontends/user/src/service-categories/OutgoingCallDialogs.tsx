import { useRealtime } from '@helpwire/ui';
import { resumeOutgoingCall, useOutgoingCall } from '@helpwire/ui/call';
import { useCallback } from 'react';
import { CallAuthenticationStep } from './CallAuthenticationStep';
import { CallAcceptedDialog, CallEndedDialog } from './CallOutcomeDialog';
import { CallingDialog } from './CallingDialog';

/**
 * The outgoing call's dialogs by its phase (the kit's store): the bank's 3-D Secure step of its
 * hold, calling, accepted (the way into the meeting), or how it ended. Shared by the instant match
 * and "call again" from the call history.
 */
export function OutgoingCallDialogs({ categoryName, onCancel, onClose, onTryAgain }: { categoryName: string; onCancel: () => void; onClose: () => void; onTryAgain: () => void }) {
  const call = useOutgoingCall((s) => s.call);
  const client = useRealtime();
  const resume = useCallback(async () => void (await resumeOutgoingCall(client)), [client]);
  if (call.phase === 'authenticating') return <CallAuthenticationStep call={call} onDone={resume} onCancel={onCancel} />;
  if (call.phase === 'requesting' || call.phase === 'ringing') return <CallingDialog call={call} categoryName={categoryName} onCancel={onCancel} />;
  if (call.phase === 'accepted') return <CallAcceptedDialog call={call} categoryName={categoryName} onClose={onClose} />;
  if (call.phase === 'ended') return <CallEndedDialog code={call.code} message={call.message} onClose={onClose} onTryAgain={onTryAgain} />;
  return null;
}
