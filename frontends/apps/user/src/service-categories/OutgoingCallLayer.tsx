import { useCurrentUser } from '@helpwire/account';
import { toast, useRealtime } from '@helpwire/web-core';
import {
  AcceptedCallScreen,
  callErrorTextsReady,
  cancelOutgoingCall,
  resumeOutgoingCall,
  stepAway,
  useFollowOutgoingCall,
  useOutgoingCall,
} from '@helpwire/calls';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';
import { AcceptedHelper } from './AcceptedHelper';
import { CallEndedDialog } from './CallOutcomeDialog';
import { CallingDialog } from './CallingDialog';
import { findCategory, useCategories } from './category-queries';
import { placeCall } from './place-call';
import './service-categories.css';
import { useOutgoingCallCleanup } from './use-outgoing-call-cleanup';

// The bank's step (and the payment parts with it) loads only when a call's hold asks for it.
const CallAuthenticationStep = lazy(() => import('./CallAuthenticationStep').then((step) => ({ default: step.CallAuthenticationStep })));

/**
 * The user's call on every page (the shell mounts it while the role is USER): it follows the
 * channel's call events and shows the call by its phase — the bank's 3-D Secure step, calling, the
 * device check straight after the accept (then the call), the rejoin offer after a reload, or how
 * it ended. A call started anywhere (a category, "call again" in the history) is followed here.
 */
export function OutgoingCallLayer() {
  const { t } = useTranslation(USER_NAMESPACE);
  const client = useRealtime();
  const me = useCurrentUser();
  const call = useOutgoingCall((s) => s.call);
  const reset = useOutgoingCall((s) => s.reset);
  const apply = useOutgoingCall((s) => s.apply);
  const categoryId = 'categoryId' in call ? call.categoryId : (useOutgoingCall.getState().attempt?.categoryId ?? null);
  const categories = useCategories(call.phase !== 'idle');
  const categoryName = (categoryId && findCategory(categories.data ?? [], categoryId)?.name) || '';
  useFollowOutgoingCall();
  // The texts of the codes a call can end with, in place before one does (decision 0040).
  useEffect(() => void callErrorTextsReady(), []);
  // Signed out or switched to HELPER: a call still ringing is cancelled.
  useOutgoingCallCleanup(client);

  const cancel = async () => {
    await cancelOutgoingCall(client);
    reset();
    toast.success(t('calls.calling.cancelled'));
  };
  const tryAgain = () => {
    const attempt = useOutgoingCall.getState().attempt;
    reset();
    if (attempt) void placeCall(client, attempt);
  };

  switch (call.phase) {
    case 'authenticating':
      return (
        <Suspense fallback={null}>
          <CallAuthenticationStep call={call} onDone={async () => void (await resumeOutgoingCall(client))} onCancel={() => void cancel()} />
        </Suspense>
      );
    case 'requesting':
    case 'ringing':
      return <CallingDialog call={call} categoryName={categoryName} onCancel={() => void cancel()} />;
    case 'accepted':
      // Stepped away from the rejoin offer: the call runs on, and the home offers it back.
      if (call.away) return null;
      return (
        <AcceptedCallScreen
          key={call.callId}
          side="USER"
          room={{ roomId: call.callId, ...(call.roomDetails ?? {}), callId: call.callId }}
          rejoin={call.rejoin ?? false}
          name={me?.firstName ?? ''}
          otherName={call.helperFirstName}
          otherAbout={<AcceptedHelper helperId={call.helperId} name={call.helperFirstName} />}
          category={categoryName || null}
          onClose={() => apply((current) => stepAway(current, true))}
        />
      );
    case 'ended':
      return <CallEndedDialog code={call.code} message={call.message} onClose={reset} onTryAgain={tryAgain} />;
    default:
      return null;
  }
}
