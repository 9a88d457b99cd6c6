import type { Category } from '@helpwire/contracts';
import { useRealtime } from '@helpwire/web-core';
import { useOutgoingCall } from '@helpwire/calls';
import { useState } from 'react';
import { CategoryDetail } from './CategoryDetail';
import { ConfirmInstantMatchDialog } from './ConfirmInstantMatchDialog';
import { placeCall } from './place-call';

/**
 * The category detail and its instant match (spec §2 call flow, §4): Connect → confirm → the
 * browser's location → call-helper. From there the app's call layer (OutgoingCallLayer) shows the
 * call on whatever page the user is: calling, the device check once accepted, or how it ended.
 */
export function InstantMatch({ category }: { category: Category }) {
  const client = useRealtime();
  const phase = useOutgoingCall((s) => s.call.phase);
  const [confirming, setConfirming] = useState(false);
  const [locating, setLocating] = useState(false);
  // After a dialog closes its opener may be gone: focus goes back to the category's title.
  const focusTitle = () => setTimeout(() => document.getElementById('hw-calls-detail-title')?.focus(), 0);

  const ring = async () => {
    setLocating(true);
    await placeCall(client, { categoryId: category.slug });
    setLocating(false);
    setConfirming(false);
  };

  return (
    <>
      <CategoryDetail category={category} onConnect={() => setConfirming(true)} />
      {confirming && phase === 'idle' && (
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
    </>
  );
}
