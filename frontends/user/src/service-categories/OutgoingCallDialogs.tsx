import { useOutgoingCall } from '@helpwire/ui';
import { CallAcceptedDialog, CallEndedDialog } from './CallOutcomeDialog';
import { CallingDialog } from './CallingDialog';

/**
 * The outgoing call's dialogs by its phase (the kit's store): calling, accepted (the way into the
 * meeting), or how it ended. Shared by the instant match and "call again" from the call history.
 */
export function OutgoingCallDialogs({ categoryName, onCancel, onClose, onTryAgain }: { categoryName: string; onCancel: () => void; onClose: () => void; onTryAgain: () => void }) {
  const call = useOutgoingCall((s) => s.call);
  if (call.phase === 'requesting' || call.phase === 'ringing') return <CallingDialog call={call} categoryName={categoryName} onCancel={onCancel} />;
  if (call.phase === 'accepted') return <CallAcceptedDialog call={call} categoryName={categoryName} onClose={onClose} />;
  if (call.phase === 'ended') return <CallEndedDialog code={call.code} message={call.message} onClose={onClose} onTryAgain={onTryAgain} />;
  return null;
}
