import type { RoomDetails } from '@helpwire/contracts';
import { useState, type ReactNode } from 'react';
import { MeetingScreen, type MeetingScreenProps } from './MeetingScreen';
import { RejoinOffer } from './RejoinOffer';
import { useMeetingTexts } from './texts';

export interface AcceptedCallScreenProps extends Omit<MeetingScreenProps, 'onClose' | 'room'> {
  room: RoomDetails & { callId: string };
  /** Known from rejoin-meeting (a reload): offered to rejoin first instead of opened. */
  rejoin: boolean;
  /** Shown in the rejoin offer (e.g. "The user left the call."). */
  notice?: ReactNode;
  /** The person closed the offer: the call is left to run (or end) without this screen. */
  onClose: () => void;
}

/**
 * An accepted call on either side (decision 0026 and 0035): straight to the device check with one
 * Join after the accept; after leaving the call view (or a reload), the rejoin offer.
 */
export function AcceptedCallScreen({ rejoin, notice, onClose, ...meeting }: AcceptedCallScreenProps) {
  const [open, setOpen] = useState(!rejoin);
  const ready = useMeetingTexts();
  if (!ready) return null;
  if (open) return <MeetingScreen {...meeting} onClose={() => setOpen(false)} />;
  return <RejoinOffer callId={meeting.room.callId} otherName={meeting.otherName} notice={notice} onRejoin={() => setOpen(true)} onClose={onClose} />;
}
