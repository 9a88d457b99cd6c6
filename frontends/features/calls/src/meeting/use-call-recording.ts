import type { RecordingStorageType, RoomDetails } from '@helpwire/contracts';
import { useEffect, useState } from 'react';
import { api, ApiError, errorText, routes, useRealtime, useRealtimeEvent } from '@helpwire/web-core';
import { CALLS_NAMESPACE } from '../call/error-texts';

export interface CallRecording {
  /** Whether the call is recorded now: the room's flag, then every `meeting-state` of the call. */
  recording: boolean;
  /** Whether this call can be recorded at all (through Janus; never peer to peer). */
  recordable: boolean;
  /** Peer to peer: the user's browser records it (decision 0037). */
  inBrowser: boolean;
  /** The last choice was refused because the user's storage is at or over their plan's quota (decision 0085): a bigger plan helps. */
  quotaFull: boolean;
  /** The user's choice (PATCH /call/updateCallRecordingType; peer to peer with whether the browser records now): the error text when refused. */
  choose(type: RecordingStorageType, fallback: string, recording?: boolean): Promise<string | null>;
}

/**
 * The call's recording as both screens show it (decision 0030): the room's flag at first, the
 * meeting's state read when the screen opens (a room held since the accept may be older than the
 * user's choice), then every `meeting-state`; the user chooses cloud or local, and each side shows
 * a recording indicator.
 */
export function useCallRecording(room: RoomDetails): CallRecording {
  const callId = room.callId ?? room.roomId;
  const client = useRealtime();
  const [recording, setRecording] = useState(room.recording === true);
  const [quotaFull, setQuotaFull] = useState(false);
  const recordable = room.media === 'JANUS';
  const inBrowser = room.media === 'P2P';
  useEffect(() => {
    if (!recordable && !inBrowser) return;
    let current = true;
    void client.emit('get-meeting-state', { callId }).then((ack) => {
      if (current && ack.ok) setRecording(ack.state.recording);
    });
    return () => {
      current = false;
    };
  }, [client, callId, recordable, inBrowser]);
  useRealtimeEvent('meeting-state', (state) => {
    if (state.callId === callId) setRecording(state.recording);
  });
  const choose = async (recordingType: RecordingStorageType, fallback: string, browserRecording?: boolean) => {
    try {
      const answer = await api(routes.call.updateCallRecordingType, {
        callId,
        recordingType,
        ...(browserRecording !== undefined ? { recording: browserRecording } : {}),
      });
      setRecording(answer.data.recording);
      setQuotaFull(false);
      return null;
    } catch (error) {
      setQuotaFull(error instanceof ApiError && error.code === 'RECORDING_QUOTA_FULL');
      return error instanceof ApiError ? errorText(error, fallback, CALLS_NAMESPACE) : fallback;
    }
  };
  return { recording, recordable, inBrowser, quotaFull, choose };
}
