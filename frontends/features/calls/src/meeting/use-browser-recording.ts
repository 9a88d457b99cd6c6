import type { RecordingStorageType, RecordingUploaded } from '@helpwire/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { postMultipart } from '@helpwire/signed-in';
import { ApiError, errorText } from '@helpwire/web-core';
import { CALLS_NAMESPACE } from '../call/error-texts';
import { CallMixer } from './call-mixer';

/** Where the browser's recording of a peer-to-peer call stands (decision 0037). */
export type BrowserRecordingState =
  | { kind: 'idle' }
  | { kind: 'starting'; type: RecordingStorageType }
  | { kind: 'recording'; type: RecordingStorageType; since: number }
  | { kind: 'saving'; type: RecordingStorageType; progress: number }
  | { kind: 'saved'; type: RecordingStorageType; fileName: string }
  | {
      kind: 'failed';
      type: RecordingStorageType;
      text: string;
      fileName: string /** A recording exists (its upload failed): it can go to the device instead. */;
      recorded: boolean;
    };

export interface BrowserRecordingTexts {
  /** The browser cannot record (no MediaRecorder). */
  unsupported: string;
  /** The upload got no answer. */
  uploadFailed: string;
}

export interface BrowserRecording {
  state: BrowserRecordingState;
  /** Both sides are told first (the server's flag, `meeting-state`); then the browser records. */
  start(type: RecordingStorageType): Promise<void>;
  stop(): void;
  /** After a failed upload: the same recording saved to this device instead. */
  saveToDevice(): void;
}

/** An hour's recording uploaded over a slow line. */
const UPLOAD_TIMEOUT_MS = 30 * 60_000;

const mimeTypeOf = () => ['video/webm;codecs=vp8,opus', 'video/webm'].find((type) => MediaRecorder.isTypeSupported(type)) ?? 'video/webm';

function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The user's recording of a peer-to-peer call, made in the browser (decision 0037): MediaRecorder on
 * the call mixed into one stream (CallMixer). `setFlag` tells the server (and so the other side)
 * before the first byte is recorded and when it stops. "local" downloads a WebM to the device;
 * "cloud" uploads it to /recording/uploadRecording, where it joins the user's recordings. Leaving
 * the call stops the recording and still saves it.
 */
export function useBrowserRecording(
  callId: string,
  local: MediaStream,
  remote: MediaStream | null,
  setFlag: (type: RecordingStorageType, recording: boolean) => Promise<string | null>,
  texts: BrowserRecordingTexts,
): BrowserRecording {
  const [state, setState] = useState<BrowserRecordingState>({ kind: 'idle' });
  const running = useRef<{ recorder: MediaRecorder; mixer: CallMixer } | null>(null);
  const lastBlob = useRef<Blob | null>(null);
  const fileName = `helpwire-call-${callId}.webm`;
  const latest = useRef({ setFlag, texts, remote });
  latest.current = { setFlag, texts, remote };

  useEffect(() => {
    running.current?.mixer.setRemote(remote);
  }, [remote]);

  const finish = useCallback(
    async (type: RecordingStorageType, blob: Blob, seconds: number) => {
      lastBlob.current = blob;
      void latest.current.setFlag(type, false);
      if (type === 'local') {
        download(blob, fileName);
        setState({ kind: 'saved', type, fileName });
        return;
      }
      setState({ kind: 'saving', type, progress: 0 });
      const form = new FormData();
      form.append('callId', callId);
      form.append('durationSeconds', String(Math.round(seconds * 10) / 10));
      form.append('file', new File([blob], fileName, { type: 'video/webm' }));
      try {
        await postMultipart<RecordingUploaded>('/recording/uploadRecording', form, {
          onProgress: (progress) => setState({ kind: 'saving', type, progress }),
          timeoutMs: UPLOAD_TIMEOUT_MS,
          failedText: latest.current.texts.uploadFailed,
        });
        setState({ kind: 'saved', type, fileName });
      } catch (error) {
        setState({
          kind: 'failed',
          type,
          fileName,
          recorded: true,
          text: error instanceof ApiError ? errorText(error, latest.current.texts.uploadFailed, CALLS_NAMESPACE) : latest.current.texts.uploadFailed,
        });
      }
    },
    [callId, fileName],
  );

  const stop = useCallback(() => {
    const current = running.current;
    if (current && current.recorder.state !== 'inactive') current.recorder.stop();
  }, []);

  const start = async (type: RecordingStorageType) => {
    if (running.current) return;
    if (typeof MediaRecorder === 'undefined') {
      setState({ kind: 'failed', type, fileName, recorded: false, text: texts.unsupported });
      return;
    }
    setState({ kind: 'starting', type });
    const refused = await setFlag(type, true);
    if (refused) {
      setState({ kind: 'failed', type, fileName, recorded: false, text: refused });
      return;
    }
    const mixer = new CallMixer(local, latest.current.remote);
    const recorder = new MediaRecorder(mixer.stream, { mimeType: mimeTypeOf(), videoBitsPerSecond: 1_000_000 });
    const chunks: Blob[] = [];
    const since = Date.now();
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      mixer.close();
      running.current = null;
      void finish(type, new Blob(chunks, { type: 'video/webm' }), (Date.now() - since) / 1000);
    };
    running.current = { recorder, mixer };
    recorder.start(1000);
    setState({ kind: 'recording', type, since });
  };

  // Leaving the call stops the recording; what was recorded is still saved.
  useEffect(() => stop, [stop]);

  const saveToDevice = () => {
    if (lastBlob.current) download(lastBlob.current, fileName);
  };
  return { state, start, stop, saveToDevice };
}
