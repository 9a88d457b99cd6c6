import type { Category } from '@helpwire/contracts';
import { toast, useRealtime } from '@helpwire/ui';
import { cancelOutgoingCall, startOutgoingCall, useOutgoingCall } from '@helpwire/ui/call';
import { useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';
import { askBrowserLocation } from './browser-location';
import { CallEndedDialog } from './CallOutcomeDialog';
import { CategoryDetail } from './CategoryDetail';
import { ConfirmInstantMatchDialog } from './ConfirmInstantMatchDialog';
import { OutgoingCallDialogs } from './OutgoingCallDialogs';
import { useOutgoingCallCleanup } from './use-outgoing-call-cleanup';

const LOCATION_REQUIRED = 'CALL_LOCATION_REQUIRED';

/**
 * The category detail and its instant match (spec §2 call flow, §4): Connect → confirm → the
 * browser's location → call-helper → the calling view → accepted, or how it ended. The call itself
 * is the kit's outgoing-call store; leaving the page while it rings cancels it.
 */
export function InstantMatch({ category }: { category: Category }) {
  const { t } = useTranslation(USER_NAMESPACE);
  const client = useRealtime();
  const call = useOutgoingCall((s) => s.call);
  const reset = useOutgoingCall((s) => s.reset);
  const [confirming, setConfirming] = useState(false);
  const [locating, setLocating] = useState(false);
  const [locationRefused, setLocationRefused] = useState(false);
  // After a dialog closes its opener may be gone: focus goes back to the category's title.
  const focusTitle = () => setTimeout(() => document.getElementById('hw-calls-detail-title')?.focus(), 0);

  useOutgoingCallCleanup(client);

  const ring = async () => {
    setLocating(true);
    const location = await askBrowserLocation();
    setLocating(false);
    setConfirming(false);
    if (!location.ok) return setLocationRefused(true);
    await startOutgoingCall(client, category.slug, location.place);
  };

  const cancel = async () => {
    await cancelOutgoingCall(client);
    reset();
    toast.success(t('calls.calling.cancelled'));
    focusTitle();
  };

  const close = () => {
    reset();
    setLocationRefused(false);
    focusTitle();
  };

  return (
    <>
      <CategoryDetail category={category} onConnect={() => setConfirming(true)} />
      {confirming && call.phase === 'idle' && (
        <ConfirmInstantMatchDialog
          category={category}
          locating={locating}
          onConfirm={() => void ring()}
          onClose={() => {
            setConfirming(false);
            focusTitle();
          }}
        />
      )}
      <OutgoingCallDialogs
        categoryName={category.name}
        onCancel={() => void cancel()}
        onClose={close}
        onTryAgain={() => {
          reset();
          void ring();
        }}
      />
      {locationRefused && <CallEndedDialog code={LOCATION_REQUIRED} message="" onClose={close} onTryAgain={close} />}
    </>
  );
}
