import { errorText, useAppStore, useRealtime, useRealtimeEvent } from '@helpwire/web-core';
import { CALLS_NAMESPACE, callErrorTextsReady, ModalIds } from '@helpwire/calls';
import {
  IncomingCallRules as rules,
  toIncomingCall,
  toMissedRef,
  useIncomingCalls,
  userLeftCall,
  type AcceptedRoom,
  type IncomingCall,
  type MissedNotice,
} from '@helpwire/calls';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';
import { showCallNotification } from './call-notification';
import { distanceText } from './distance-text';
import { HelperMeetingModal } from './HelperMeetingModal';
import { IncomingCallModal } from './IncomingCallModal';
import { MissedCallModal } from './MissedCallModal';
import { unlockRingTone } from './ring-tone';
import { useCategoryName } from './use-category-name';

const asObject = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** The calls' server events (spec §7) into the store's rules (spec §4 "Call, helper side"). */
function useCallEvents(): void {
  const apply = useIncomingCalls((s) => s.apply);
  useRealtimeEvent('incomming-call', (payload) => {
    const now = Date.now();
    const call = toIncomingCall(asObject(payload), now);
    if (call) apply((s) => rules.received(s, call, now));
  });
  useRealtimeEvent('missed-call', (payload) => {
    const ref = toMissedRef(asObject(payload));
    if (ref) apply((s) => rules.missed(s, ref));
  });
  useRealtimeEvent('rejoin-meeting', (payload) => {
    const body = asObject(payload);
    apply((s) => rules.rejoined(s, 'roomDetails' in body ? asObject(body.roomDetails) : body));
  });
  useRealtimeEvent('user-leave', () => userLeftCall());
  useRealtimeEvent('call-ended', (end) => apply((s) => rules.callEnded(s, end.callId, Date.now())));
}

/** A ring whose end passed here is missed even before the server says so. */
function useRingClock(): void {
  const apply = useIncomingCalls((s) => s.apply);
  const ringing = useIncomingCalls((s) => s.active !== null || s.queue.length > 0);
  useEffect(() => {
    if (!ringing) return;
    const timer = window.setInterval(() => apply((s) => rules.ticked(s, Date.now())), 500);
    return () => window.clearInterval(timer);
  }, [ringing, apply]);
}

/** The browser lets sound play after the person's first click or key press: the ring is ready by then. */
function useRingUnlock(): void {
  useEffect(() => {
    const unlock = () => unlockRingTone();
    document.addEventListener('pointerdown', unlock, true);
    document.addEventListener('keydown', unlock, true);
    return () => {
      document.removeEventListener('pointerdown', unlock, true);
      document.removeEventListener('keydown', unlock, true);
    };
  }, []);
}

/** A system notification for the ringing call while the tab is in the background; closed when the call stops ringing. */
function useBackgroundAlert(call: IncomingCall | null): void {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const category = useCategoryName(call?.categoryId ?? '');
  useEffect(() => {
    if (!call) return;
    const name = call.callerFirstName || t('call.someone');
    const text = {
      title: t('call.notificationTitle', { name }),
      body: t('call.notificationBody', { category, distance: call.distanceKm === null ? '' : distanceText(t, call.distanceKm) }),
      tag: call.callId ?? call.userId,
    };
    let close = showCallNotification(text);
    const onVisibility = () => {
      if (document.hidden && !close) close = showCallNotification(text);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      close?.();
    };
    // The notification belongs to the call: a category name arriving later does not show a second one.
  }, [call]);
}

/** The ringing call's dialog, with its Accept and Decline. */
function RingingCall({ call }: { call: IncomingCall }) {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const client = useRealtime();
  const apply = useIncomingCalls((s) => s.apply);
  const waiting = useIncomingCalls((s) => s.queue.length);
  const [accepting, setAccepting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const accept = async () => {
    setAccepting(true);
    setError(null);
    const queued = useIncomingCalls.getState().queue;
    const ack = await client.emit('accept-user-call', { userId: call.userId, categoryId: call.categoryId });
    setAccepting(false);
    if (!ack.ok) return setError(errorText(ack, t('errors.something-went-wrong', { ns: 'kit' }), CALLS_NAMESPACE));
    const accepted = 'accepted' in ack && ack.accepted;
    apply((s) => rules.acceptAnswered(s, call, accepted, accepted && 'roomDetails' in ack ? (ack.roomDetails as Record<string, unknown> | null) : null));
    // The helper is in a call now: the callers waiting behind it move on to other helpers at once.
    if (accepted) for (const other of queued) void client.emit('decline-user-call', { userId: other.userId, categoryId: other.categoryId });
  };

  const decline = () => {
    void client.emit('decline-user-call', { userId: call.userId, categoryId: call.categoryId });
    apply((s) => rules.declined(s, Date.now()));
  };

  return <IncomingCallModal call={call} waiting={waiting} accepting={accepting} error={error} onAccept={() => void accept()} onDecline={decline} />;
}

/**
 * The helper's call layer, on every page while the signed-in role is HELPER (the shell mounts it):
 * it hears the call events and shows the incoming-call, missed-call and helper meeting views of
 * the generic modal.
 */
export function CallLayer() {
  useCallEvents();
  useRingClock();
  useRingUnlock();
  const modal = useAppStore((s) => s.modal);
  const apply = useIncomingCalls((s) => s.apply);
  const active = useIncomingCalls((s) => s.active);
  const waiting = useIncomingCalls((s) => s.queue.length);
  const userLeft = useIncomingCalls((s) => s.callLeftBy === 'USER');
  useBackgroundAlert(active);
  // Signed out or switched to USER: nothing of this session's calls stays.
  useEffect(() => () => useIncomingCalls.getState().reset(), []);
  // The texts of the codes accepting a call can answer, in place before one does (decision 0040).
  useEffect(() => void callErrorTextsReady(), []);
  const dismissNotice = useCallback(() => apply((s) => rules.noticeDismissed(s, Date.now())), [apply]);
  const closeMeeting = useCallback(() => apply((s) => rules.meetingClosed(s, Date.now())), [apply]);

  if (modal.view === ModalIds.INCOMMING_CALL_MODAL && active) return <RingingCall key={active.callId ?? active.userId} call={active} />;
  if (modal.view === ModalIds.MISSED_CALL_MODAL) return <MissedCallModal notice={modal.data as MissedNotice} waiting={waiting} onDismiss={dismissNotice} />;
  if (modal.view === ModalIds.HELPER_MEETING_MODAL) return <HelperMeetingModal room={modal.data as AcceptedRoom} userLeft={userLeft} onClose={closeMeeting} />;
  return null;
}
